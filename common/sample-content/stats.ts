import { DEFAULT_PROFILE } from '../site';
import type { SampleStat } from './types';

export const sampleStats: SampleStat[] = [
  // The same years as the about section says (common/site.ts).
  {
    label: 'Years Experience',
    value: DEFAULT_PROFILE.yearsOfExperience,
    suffix: '+',
    order: 1,
    active: true,
  },
  { label: 'Projects Completed', value: 50, suffix: '+', order: 2, active: true },
  { label: 'Happy Clients', value: 30, suffix: '+', order: 3, active: true },
  { label: 'Technologies', value: 20, suffix: '+', order: 4, active: true },
];
