/**
 * The setting under which a supervisor starts a process as a standby: it loads its code, then waits
 * for the word to take over (`{ type: 'take-over' }` on its IPC channel) before it reads its
 * database or takes requests. A part killed on a busy single-machine install is then back in the
 * time its start takes once its code is loaded, which under load is most of the wait.
 */
export const STANDBY_SETTING = 'LEADGEN_STANDBY';
export const TAKE_OVER = 'take-over';

/**
 * Resolves at once for a process started normally; a standby's resolves when its supervisor says to
 * take over. A standby whose supervisor goes away exits: nobody would ever call on it.
 */
export function awaitTakeOver(source: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (source[STANDBY_SETTING] !== '1' || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const leave = () => process.exit(0);
    const onMessage = (message: unknown) => {
      if ((message as { type?: string } | null)?.type !== TAKE_OVER) return;
      process.off('message', onMessage);
      process.off('disconnect', leave);
      // The channel no longer holds the process up: it lives by its own work from here.
      process.channel?.unref();
      resolve();
    };
    process.on('message', onMessage);
    process.once('disconnect', leave);
  });
}
