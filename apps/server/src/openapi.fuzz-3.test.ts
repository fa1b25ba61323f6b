import { fuzzOperations } from "./test/openapi-fuzz.ts";

// Every third operation of the OpenAPI document, from the 3. (the three files run side by side).
fuzzOperations(2, 3);
