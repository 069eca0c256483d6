// A CPU budget for one process, through a Linux cgroup: how the two-instance rush shows that throughput
// scales on a machine with fewer cores than instances + PostgreSQL + load generator need. Each portal
// instance gets its own budget (as if it ran on its own small machine), so a second instance adds CPU for
// the portal instead of taking it from the first. Needs root and the cgroup `cpu` controller (v1 at
// /sys/fs/cgroup/cpu, or v2 with `cpu` enabled at /sys/fs/cgroup).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = 100_000;

function cgroupRoot() {
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) return { root: '/sys/fs/cgroup/cpu', v2: false };
  const controllers = '/sys/fs/cgroup/cgroup.subtree_control';
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) {
    return { root: '/sys/fs/cgroup', v2: true };
  }
  throw new Error('no cgroup cpu controller here: --instance-cpus needs one (and root)');
}

/**
 * Puts `pid` (all its threads) in a new cgroup `portal-bench-<name>` allowed `cpus` CPUs (0.5 = half a
 * core). Returns `release()`, which removes the group once the process has exited.
 */
export function limitCpu(pid, cpus, name) {
  const { root, v2 } = cgroupRoot();
  const group = join(root, `portal-bench-${name}`);
  mkdirSync(group, { recursive: true });
  const quota = Math.round(cpus * PERIOD_US);
  if (v2) {
    writeFileSync(join(group, 'cpu.max'), `${String(quota)} ${String(PERIOD_US)}`);
  } else {
    writeFileSync(join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(quota));
  }
  writeFileSync(join(group, 'cgroup.procs'), String(pid));
  return {
    /** How long the budget held the process back, in seconds (the cgroup's own count). */
    throttledSeconds() {
      const stat = readFileSync(join(group, 'cpu.stat'), 'utf8');
      const v1 = /throttled_time (\d+)/.exec(stat);
      if (v1) return Number(v1[1]) / 1e9;
      const v2Usec = /throttled_usec (\d+)/.exec(stat);
      return v2Usec ? Number(v2Usec[1]) / 1e6 : NaN;
    },
    release() {
      try {
        rmdirSync(group);
      } catch {
        // Still holds a process (a stop that failed): left for the operator, named above.
      }
    },
  };
}
