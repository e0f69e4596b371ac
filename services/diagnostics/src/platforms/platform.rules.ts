import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Injection token for the platform rules the service runs with. */
export const PLATFORM_RULES = Symbol('PLATFORM_RULES');

export const PlatformRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]+$/, 'must be lower-case letters, digits, - or _'),
  platform: z.string().min(1),
  platform_type: z.string().min(1),
  /** kind:needle patterns against site-reader platform markers ("*:needle" for any kind). */
  markers: z.array(z.string().regex(/^[a-z*]+:.+$/i, 'must look like kind:needle')).min(1),
  min_matches: z.number().int().min(1).default(1),
});
export type PlatformRule = z.infer<typeof PlatformRuleSchema>;

export const PlatformRulesFileSchema = z.object({ about: z.string().optional(), rules: z.array(PlatformRuleSchema) });

/**
 * The bundled rules file: beside this module (src, or dist when the build copied it), else in src;
 * from the service's one-file bundle in dist, in dist/platforms.
 */
export const BUNDLED_RULES_FILE =
  [
    new URL('./platform-rules.json', import.meta.url),
    new URL('../../src/platforms/platform-rules.json', import.meta.url),
    new URL('./platforms/platform-rules.json', import.meta.url),
  ]
    .map((u) => fileURLToPath(u))
    .find((f) => existsSync(f)) ?? fileURLToPath(new URL('./platform-rules.json', import.meta.url));

export const BUNDLED_RULES: PlatformRule[] = PlatformRulesFileSchema.parse(
  JSON.parse(readFileSync(BUNDLED_RULES_FILE, 'utf8')),
).rules;

/** The bundled rules, after any rules of an extra file (those win ties, so a team can refine a platform). */
export function loadPlatformRules(extraFile?: string): PlatformRule[] {
  if (!extraFile) return BUNDLED_RULES;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(extraFile, 'utf8'));
  } catch (err) {
    throw new Error(`DIAGNOSTICS_PLATFORM_RULES_FILE: cannot read ${extraFile} as JSON (${(err as Error).message})`);
  }
  const parsed = PlatformRulesFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`DIAGNOSTICS_PLATFORM_RULES_FILE: ${issue.path.join('.')}: ${issue.message}`);
  }
  return [...parsed.data.rules, ...BUNDLED_RULES];
}
