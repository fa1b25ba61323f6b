import { fuzzOperations } from "./test/openapi-fuzz.ts";

// Every third operation of the OpenAPI document, from the 1. (the three files run side by side).
fuzzOperations(0, 3);
