export * from './job-schemas';
export * from './mail-data';
export { jobProblem } from './fields';
