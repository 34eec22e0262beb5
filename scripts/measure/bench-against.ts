import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from 'vite';
import type { AppConfig } from '../../shared/config/config.ts';
import { notFoundPage, pageTable } from '../../shared/config/pages.ts';
import { createConfig } from '../../shared/config/readConfig.ts';
import { buildInfoDir } from '../build/build-info.ts';
import { cspFile, nginxContentSecurityPolicy } from '../deploy/nginx.ts';
import { scriptHashes, styleHashes } from '../deploy/securityHeaders.ts';

/**
 * Whether every package the other lock installs is installed here at the same path and version
 * (this checkout only added packages since): its build then reads the same code from this
 * checkout's node_modules as from an install of its own lock.
 */
export function installedHere(otherLock: string, ownLock: string): boolean {
  type Lock = { packages?: Record<string, { version?: string }> };
  const other = (JSON.parse(otherLock) as Lock).packages ?? {};
  const own = (JSON.parse(ownLock) as Lock).packages ?? {};
  return Object.entries(other).every(
    ([at, entry]) => at === '' || own[at]?.version === entry.version,
  );
}

/**
 * The page policies of a build older than the per-page policies, as the build writes them today:
 * each of its pages (a row of today's page table, or the not-found page, whose file it has) with
 * the hashes of its own inline styles and scripts. The served nginx gives a file it has no policy
 * for one that allows nothing, so a page left out would run none of its scripts.
 */
export function policiesOfOlderBuild(dist: string, config: AppConfig): string {
  const pages = [...pageTable, notFoundPage]
    .filter((page) => fs.existsSync(path.join(dist, page.file)))
    .map((page) => {
      const html = fs.readFileSync(path.join(dist, page.file), 'utf8');
      return { page, styleHashes: styleHashes(html), scriptHashes: scriptHashes(html) };
    });
  return nginxContentSecurityPolicy(config, '/', pages);
}

/** A commit built aside for `--against`: its own checkout, build and policies. */
export interface AsideBuild {
  /** The commit, abbreviated. */
  commit: string;
  dist: string;
  /** The Content-Security-Policy file to serve it with. */
  csp: string;
  /** Removes the checkout and its build; safe to call twice. */
  remove(): void;
}

/**
 * Checks the commit out in a detached worktree under the temporary folder and builds it there with
 * its own Vite configuration, into its own dist/. Its node_modules is this checkout's (a link) when
 * the two package-locks are the same, and its own `npm ci` when they differ: a link makes the
 * build read the same packages, at their real paths, as an install of the same lock would.
 */
export function buildAside(root: string, ref: string): AsideBuild {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const full = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  const commit = full.slice(0, 7);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cash-loan-against-'));
  const tree = path.join(folder, 'tree');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    // Unlinked first, so that nothing removing the checkout follows it into this one's packages.
    const modules = path.join(tree, 'node_modules');
    if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(modules);
    try {
      git('worktree', 'remove', '--force', tree);
    } catch {
      // Not (or no longer) a worktree: the folder goes, and git forgets it.
      fs.rmSync(tree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    console.log(`Building ${ref} (${commit}) aside in ${tree}`);
    git('worktree', 'add', '--detach', tree, full);
    const lock = (at: string) => fs.readFileSync(path.join(at, 'package-lock.json'), 'utf8');
    if (lock(tree) === lock(root) || installedHere(lock(tree), lock(root))) {
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    } else {
      console.log(`${ref} has another package-lock: npm ci there`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
    }
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: tree, stdio: 'inherit' });
    const dist = path.join(tree, 'dist');
    const built = path.join(buildInfoDir(dist), 'nginx', path.basename(cspFile));
    const csp = path.join(folder, path.basename(cspFile));
    if (fs.existsSync(built)) fs.copyFileSync(built, csp);
    else {
      // A build older than the per-page policies: its pages' policies written as today's build
      // writes them (the configuration reads its variables).
      const config = createConfig(loadEnv('production', root, 'VITE_'));
      fs.writeFileSync(csp, policiesOfOlderBuild(dist, config));
    }
    return { commit, dist, csp, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
