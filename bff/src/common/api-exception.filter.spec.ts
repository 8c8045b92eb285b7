import { BadRequestException } from '@nestjs/common';
import { toErrorBody } from './api-exception.filter';

describe('error answers', () => {
  it.each(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'])(
    'answers 503 "try again" when no database connection can be had (%s)',
    (message) => {
      expect(toErrorBody(new Error(message))).toEqual({
        status: 503,
        body: { success: false, message: 'We are busy right now. Please try again in a moment.', code: 'unavailable' },
      });
    },
  );

  it('hides the cause of any other failure behind a 500', () => {
    expect(toErrorBody(new Error('relation "orders" does not exist'))).toEqual({
      status: 500,
      body: { success: false, message: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
    });
  });

  it('keeps the message and code of an HTTP error', () => {
    expect(toErrorBody(new BadRequestException({ message: 'Enter a valid email address', code: 'bad_request' })).status).toBe(400);
  });
});
