import module from 'node:module';

/**
 * Writes the code compiled while starting to Node's compile cache (NODE_COMPILE_CACHE) now rather
 * than at exit: a killed process never exits cleanly, so without this its restart would compile
 * everything again, and a restart under load is how long a part of the app stays down.
 * Nothing happens when no cache is set.
 */
export function keepCompiledCode(): void {
  if (module.getCompileCacheDir()) module.flushCompileCache();
}
