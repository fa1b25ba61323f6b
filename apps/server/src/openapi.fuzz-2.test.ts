import { fuzzOperations } from "./test/openapi-fuzz.ts";

// Every third operation of the OpenAPI document, from the 2. (the three files run side by side).
fuzzOperations(1, 3);
