/* istanbul ignore file -- the served script embeds these functions' source; coverage counters would break it */
/**
 * The card Element: plain inputs (Stripe renders an iframe) with Stripe's field names, classes,
 * events and messages, laid out as Stripe's card field is.
 */
import type { CardField, CardFields, CardValidation } from './card-validation';
import type { CardData, CardElement, ChangeEvent, ElementClasses, ElementEvent, ElementOptions, ElementType, Listener } from './types';

// The served script declares every function of the stand-in in one scope (stripe-js-asset.ts), so
// the parts call each other by name: an import would compile to a module lookup the browser lacks.
declare const createEmitter: typeof import('./emitter').createEmitter;
declare const digitsOnly: typeof import('./card-validation').digitsOnly;
declare const cardBrand: typeof import('./card-validation').cardBrand;
declare const cvcLength: typeof import('./card-validation').cvcLength;
declare const formatCardNumber: typeof import('./card-validation').formatCardNumber;
declare const formatExpiry: typeof import('./card-validation').formatExpiry;
declare const parseExpiry: typeof import('./card-validation').parseExpiry;
declare const validateCardFields: typeof import('./card-validation').validateCardFields;

export interface CardFieldSpec {
  key: CardField;
  name: string;
  placeholder: string;
  label: string;
  autocomplete: AutoFill;
  inputMode: string;
}

export function cardFieldSpecs(): CardFieldSpec[] {
  return [
    {
      key: 'number',
      name: 'cardnumber',
      placeholder: 'Card number',
      label: 'Credit or debit card number',
      autocomplete: 'cc-number',
      inputMode: 'numeric',
    },
    {
      key: 'expiry',
      name: 'exp-date',
      placeholder: 'MM / YY',
      label: 'Credit or debit card expiration date',
      autocomplete: 'cc-exp',
      inputMode: 'numeric',
    },
    { key: 'cvc', name: 'cvc', placeholder: 'CVC', label: 'Credit or debit card CVC/CVV', autocomplete: 'cc-csc', inputMode: 'numeric' },
    { key: 'postal', name: 'postal', placeholder: 'ZIP', label: 'ZIP', autocomplete: 'postal-code', inputMode: 'text' },
  ];
}

/**
 * The field's layout, scoped to one element's root class. Like Stripe's card field: one row where
 * there is room, the number taking what the others leave. The number never gets narrower than a
 * whole 19-character card number (20ch, or the full width where even that is wider): where the row
 * cannot hold it beside expiry, CVC and ZIP, those three wrap to a second row instead of crushing it.
 */
export function cardLayoutCss(scope: string, options: ElementOptions): string {
  const placeholder = options.style?.base?.['::placeholder']?.color ?? '#aab7c4';
  const invalid = options.style?.invalid?.color ?? '#df1b41';
  const root = `.${scope}`;
  return [
    `${root}{display:flex;flex-wrap:wrap;align-items:center;column-gap:0.5em;row-gap:0.5em;width:100%}`,
    `${root} input{box-sizing:border-box;border:0;outline:0;background:transparent;margin:0;padding:0;font:inherit;color:inherit;line-height:1.5em;box-shadow:none}`,
    `${root} input[name=cardnumber]{flex:1 1 20ch;min-width:min(20ch,100%)}`,
    `${root} input[name=exp-date]{flex:0 0 4.5em;min-width:0}`,
    `${root} input[name=cvc]{flex:0 0 3em;min-width:0}`,
    `${root} input[name=postal]{flex:0 0 4.5em;min-width:0}`,
    `${root} input::placeholder{color:${placeholder}}`,
    `${root} input.is-invalid{color:${invalid}}`,
  ].join('\n');
}

export function defaultElementClasses(): Required<ElementClasses> {
  return {
    base: 'StripeElement',
    complete: 'StripeElement--complete',
    empty: 'StripeElement--empty',
    focus: 'StripeElement--focus',
    invalid: 'StripeElement--invalid',
  };
}

/** The field an error code is about, to colour that input. */
export function fieldOfError(code: string): CardField {
  if (/number/.test(code)) return 'number';
  if (/expiry/.test(code)) return 'expiry';
  if (/cvc/.test(code)) return 'cvc';
  return 'postal';
}

export function currentMonth(): { year: number; month: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** How each field cleans what the customer types; CVC length follows the number's brand. */
export function formatField(key: CardField, value: string, number: string): string {
  if (key === 'number') return formatCardNumber(value);
  if (key === 'expiry') return formatExpiry(value);
  if (key === 'cvc') return digitsOnly(value).slice(0, cvcLength(cardBrand(number)));
  return value.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 10);
}

export function createCardElement(type: ElementType, initialOptions: ElementOptions, onDestroy: (gone: CardElement) => void): CardElement {
  let options: ElementOptions = { ...initialOptions };
  const emitter = createEmitter();
  let values: CardFields = { number: '', expiry: '', cvc: '', postal: options.value?.postalCode ?? '' };
  let blurred: Partial<Record<CardField, boolean>> = {};
  const inputs = new Map<CardField, HTMLInputElement>();
  const scope = `stripe-emulator-${Math.random().toString(36).slice(2, 10)}`;
  let host: HTMLElement | null = null;
  let root: HTMLDivElement | null = null;
  let styleTag: HTMLStyleElement | null = null;
  let ready = false;
  let focused = false;
  let destroyed = false;
  let lastEvent = '';

  const validate = (final: boolean): CardValidation => {
    const all = { number: true, expiry: true, cvc: true, postal: true };
    return validateCardFields(values, { now: currentMonth(), blurred: final ? all : blurred, hidePostalCode: !!options.hidePostalCode });
  };

  const changeEvent = (result: CardValidation): ChangeEvent => {
    const event: ChangeEvent = {
      elementType: type,
      empty: result.empty,
      complete: result.complete,
      brand: result.brand,
      value: options.hidePostalCode ? {} : { postalCode: values.postal },
    };
    if (result.error) event.error = result.error;
    return event;
  };

  const classNames = (): ElementClasses => ({ ...defaultElementClasses(), ...options.classes });

  const toggleClass = (node: HTMLElement | null, name: string | undefined, on: boolean) => {
    if (node && name) node.classList.toggle(name, on);
  };

  /** Repaints state; input always reports a change (as Stripe does), blur only when the state moved. */
  const refresh = (reason: 'input' | 'blur' | 'focus' | 'mount' | 'update') => {
    const result = validate(false);
    const classes = classNames();
    toggleClass(host, classes.complete, result.complete);
    toggleClass(host, classes.empty, result.empty);
    toggleClass(host, classes.focus, focused);
    toggleClass(host, classes.invalid, !!result.error);
    const invalidField = result.error ? fieldOfError(result.error.code) : null;
    for (const [key, input] of inputs) input.classList.toggle('is-invalid', key === invalidField);
    const event = changeEvent(result);
    const serialised = JSON.stringify(event);
    if (reason === 'input' || (reason === 'blur' && serialised !== lastEvent)) emitter.emit('change', event);
    lastEvent = serialised;
  };

  const applyOptions = () => {
    if (!root || !styleTag) return;
    const base = options.style?.base ?? {};
    styleTag.textContent = cardLayoutCss(scope, options);
    root.style.color = base.color ?? '#30313d';
    root.style.fontSize = base.fontSize ?? '16px';
    root.style.fontFamily = base.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    root.style.fontWeight = base.fontWeight ?? '';
    const postal = inputs.get('postal');
    if (postal) postal.style.display = options.hidePostalCode ? 'none' : '';
    for (const input of inputs.values()) input.disabled = !!options.disabled;
  };

  const build = (): HTMLDivElement => {
    const container = document.createElement('div');
    container.className = scope;
    container.setAttribute('data-stripe-emulator', type);
    styleTag = document.createElement('style');
    container.appendChild(styleTag);
    for (const field of cardFieldSpecs()) {
      const input = document.createElement('input');
      input.type = 'text';
      input.name = field.name;
      input.placeholder = field.placeholder;
      input.autocomplete = field.autocomplete;
      input.spellcheck = false;
      input.setAttribute('aria-label', field.label);
      input.setAttribute('inputmode', field.inputMode);
      input.value = values[field.key];
      input.addEventListener('input', () => {
        const formatted = formatField(field.key, input.value, values.number);
        if (formatted !== input.value) input.value = formatted;
        values = { ...values, [field.key]: formatted };
        const cvc = inputs.get('cvc');
        if (field.key === 'number' && cvc) {
          values.cvc = formatField('cvc', values.cvc, values.number);
          cvc.value = values.cvc;
        }
        refresh('input');
      });
      input.addEventListener('blur', () => {
        if (values[field.key] !== '') blurred = { ...blurred, [field.key]: true };
        refresh('blur');
      });
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') emitter.emit('escape', { elementType: type });
      });
      inputs.set(field.key, input);
      container.appendChild(input);
    }
    container.addEventListener('focusin', () => {
      if (focused) return;
      focused = true;
      refresh('focus');
      emitter.emit('focus', { elementType: type });
    });
    container.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      focused = false;
      refresh('focus');
      emitter.emit('blur', { elementType: type });
    });
    root = container;
    applyOptions();
    return container;
  };

  const element: CardElement = {
    _emulatorType: type,
    mount(target) {
      if (destroyed) throw new Error('IntegrationError: This Element has already been destroyed. Please create a new one.');
      const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!node) {
        throw new Error(
          `IntegrationError: The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`,
        );
      }
      if (host) element.unmount();
      const container = root ?? build();
      host = node;
      host.appendChild(container);
      toggleClass(host, classNames().base, true);
      refresh('mount');
      setTimeout(() => {
        if (!host || ready) return;
        ready = true;
        emitter.emit('ready', { elementType: type });
      }, 0);
    },
    unmount() {
      if (!host) return;
      for (const name of Object.values(classNames())) toggleClass(host, name, false);
      root?.remove();
      host = null;
    },
    destroy() {
      element.unmount();
      destroyed = true;
      onDestroy(element);
    },
    update(next) {
      options = { ...options, ...next };
      if (next?.value?.postalCode !== undefined) {
        values = { ...values, postal: next.value.postalCode };
        const postal = inputs.get('postal');
        if (postal) postal.value = values.postal;
      }
      applyOptions();
      refresh('update');
    },
    /** React attaches listeners after mount; a late 'ready' listener still hears about it, once. */
    on(event: ElementEvent, callback: Listener) {
      emitter.on(event, callback);
      if (event === 'ready' && ready) setTimeout(() => callback({ elementType: type }), 0);
      return element;
    },
    once(event, callback) {
      const wrapper: Listener = (payload) => {
        emitter.off(event, wrapper);
        callback(payload);
      };
      return element.on(event, wrapper);
    },
    off(event, callback) {
      emitter.off(event, callback);
      return element;
    },
    focus() {
      inputs.get('number')?.focus();
    },
    blur() {
      const active = document.activeElement;
      if (root && active instanceof HTMLElement && root.contains(active)) active.blur();
    },
    clear() {
      values = { number: '', expiry: '', cvc: '', postal: '' };
      blurred = {};
      for (const input of inputs.values()) input.value = '';
      refresh('input');
    },
    collapse() {},
    /** Card data for a confirm call; like Stripe.js, submitting flags every incomplete field. */
    _emulatorCardData(): CardData {
      blurred = { number: true, expiry: true, cvc: true, postal: true };
      refresh('blur');
      const result = validate(true);
      if (result.error) return { error: result.error };
      // A complete form has a whole expiry date.
      const expiry = parseExpiry(values.expiry)!;
      return {
        card: { number: digitsOnly(values.number), exp_month: expiry.month, exp_year: expiry.year, cvc: digitsOnly(values.cvc) },
        postalCode: options.hidePostalCode ? '' : values.postal,
      };
    },
  };
  return element;
}
