import { apiErrorText } from '@leadgen/contracts';

/** Runs one list change; the server's reason when it fails (a taken name, the default list). */
export async function attemptListChange(step: () => Promise<unknown>, fallback: string): Promise<string | null> {
  try {
    await step();
    return null;
  } catch (err) {
    return apiErrorText(err, fallback);
  }
}
