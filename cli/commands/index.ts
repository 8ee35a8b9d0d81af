import type { Command } from 'commander';
import { registerAudit } from './audit';
import { registerBuild } from './build';
import { registerCache } from './cache';
import { registerCheck } from './check';
import { registerDev } from './dev';
import { registerInit } from './init';
import { registerNew } from './new';
import { registerPreview } from './preview';

/** Every command of `site`, in the order its help lists them. */
export function registerCommands(program: Command): void {
  for (const register of [
    registerBuild,
    registerCheck,
    registerAudit,
    registerDev,
    registerInit,
    registerNew,
    registerPreview,
    registerCache,
  ])
    register(program);
}
