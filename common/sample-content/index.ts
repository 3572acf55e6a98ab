export type { SamplePost, SampleProject, SampleStat } from './types';
export { samplePosts } from './posts';
export { sampleClientProjects, samplePersonalProjects } from './projects';
export { sampleStats } from './stats';
