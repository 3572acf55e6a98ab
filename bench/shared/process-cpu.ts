import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** utime and stime: fields 14 and 15, counted after the parenthesised command name. */
const USER_FIELD = 11;
const SYSTEM_FIELD = 12;

/** CPU time process `pid` has used so far, every thread included, in ms. */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[USER_FIELD]) + Number(fields[SYSTEM_FIELD]);
  return (ticks / TICKS_PER_SECOND) * 1000;
}
