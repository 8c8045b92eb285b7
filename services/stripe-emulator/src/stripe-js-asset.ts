import * as apiClient from './browser/api-client';
import * as cardElement from './browser/card-element';
import * as cardValidation from './browser/card-validation';
import * as elements from './browser/elements';
import * as emitter from './browser/emitter';
import * as stripeJs from './browser/stripe-js';

/**
 * Every function of the Stripe.js stand-in (`src/browser`, type-checked against the DOM), whose
 * compiled source is served in one scope. The parts call each other by name there, so each
 * function may use only its parameters, browser globals and the other functions listed here.
 */
const PARTS: readonly object[] = [cardValidation, apiClient, emitter, cardElement, elements, stripeJs];

export const STAND_IN_FUNCTIONS: readonly ((...args: never[]) => unknown)[] = PARTS.flatMap((part) =>
  Object.values(part).filter((value): value is (...args: never[]) => unknown => typeof value === 'function'),
);

/**
 * The script served at /js/stripe.js: a synchronous browser script that defines `window.Stripe`.
 * `fallbackOrigin` (the serving request's host) is the API origin for pages that load it under
 * another URL, e.g. when a test routes js.stripe.com to it.
 */
export function renderStripeJs(fallbackOrigin: string): string {
  return [
    '/* Filebridge Stripe emulator: Stripe.js stand-in (test mode only) */',
    '(function () {',
    "'use strict';",
    ...STAND_IN_FUNCTIONS.map((fn) => fn.toString()),
    `installStripeJs(${JSON.stringify(fallbackOrigin)});`,
    '})();',
    '',
  ].join('\n');
}
