/** Compiles native/malloc-trim.c into `target`; undefined when built, else why not. */
export function buildMallocTrim(target: string, env?: NodeJS.ProcessEnv): string | undefined;
