/**
 * A versioned prompt. Bump `version` whenever the wording changes: the version is part of the
 * cache key, so answers to an older wording are never reused.
 */
export interface Prompt<I> {
  id: string;
  version: number;
  system: string;
  user: (input: I) => string;
}

export function definePrompt<I>(prompt: Prompt<I>): Prompt<I> {
  return prompt;
}
