import type { ZxcvbnResult } from "@zxcvbn-ts/core";

export interface PasswordStrength {
  score: number;
  /** The checker's first suggestion, or its warning when it has none. */
  suggestion: string;
}

type Checker = (password: string, userInputs?: string[]) => ZxcvbnResult;
let checkerPromise: Promise<Checker> | undefined;

/**
 * Loads the strength checker with its dictionaries once. They are large, so the web app loads
 * them only when a password form opens; the server loads them at the first password change.
 * @example const strength = await passwordStrength("correct horse battery staple");
 */
function loadChecker(): Promise<Checker> {
  checkerPromise ??= (async () => {
    const [core, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    core.zxcvbnOptions.setOptions({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return core.zxcvbn;
  })();
  return checkerPromise;
}

/** The user's own details as the checker should know them: whole values and their parts ("anna", "schmidt"). */
function expandUserInputs(userInputs: string[]): string[] {
  const parts = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(parts.map((p) => p.trim().toLowerCase()).filter((p) => p.length >= 3))];
}

export async function passwordStrength(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordStrength> {
  const check = await loadChecker();
  const result = check(password, expandUserInputs(userInputs));
  return {
    score: result.score,
    suggestion: result.feedback.suggestions[0] ?? result.feedback.warning ?? "",
  };
}
