export { sampleClientProjects, samplePersonalProjects } from './projects';
export { sampleStats } from './stats';
