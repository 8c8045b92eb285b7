/**
 * Thrown when a job's data cannot make a correct mail. Retrying cannot fix it, so the worker can
 * tell it apart from transient SMTP errors (`instanceof`) and fail the job without retries.
 */
export class InvalidMailDataError extends Error {
  override readonly name = 'InvalidMailDataError';
  readonly template: string;
  readonly problem: string;
  constructor(template: string, problem: string) {
    super(`Invalid data for template ${template}: ${problem}`);
    this.template = template;
    this.problem = problem;
  }
}
