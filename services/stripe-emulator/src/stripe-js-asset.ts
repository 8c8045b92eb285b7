import { CARD_VALIDATION_FUNCTIONS } from './card-validation';

const VALIDATION_SOURCE = CARD_VALIDATION_FUNCTIONS.map((fn) => fn.toString()).join('\n\n');

/**
 * The Stripe.js stand-in served at /js/stripe.js: a synchronous browser script that defines `window.Stripe`
 * with the surface @stripe/stripe-js and @stripe/react-stripe-js rely on, talking to the emulator's API.
 * The API origin comes from the script's own URL; `fallbackOrigin` (the serving request's host) covers pages
 * that load it under another URL, e.g. when a test routes js.stripe.com to it.
 * Written without template literals so the whole text can live in String.raw.
 */
export function renderStripeJs(fallbackOrigin: string): string {
  return String.raw`/* Filebridge Stripe emulator: Stripe.js stand-in (test mode only) */
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.__emulator) return;
  var FALLBACK_ORIGIN = ${JSON.stringify(fallbackOrigin)};
  var script = document.currentScript;
  var API_ORIGIN = script && script.src && !/^https:\/\/js\.stripe\.com\//.test(script.src) ? new URL(script.src).origin : FALLBACK_ORIGIN;

${VALIDATION_SOURCE}

  function currentMonth() {
    var now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1 };
  }

  function createEmitter() {
    var handlers = {};
    return {
      on: function (event, callback) { (handlers[event] = handlers[event] || []).push(callback); },
      off: function (event, callback) {
        if (!handlers[event]) return;
        handlers[event] = callback ? handlers[event].filter(function (item) { return item !== callback; }) : [];
      },
      emit: function (event, payload) {
        (handlers[event] || []).slice().forEach(function (callback) {
          try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
        });
      },
    };
  }

  function encodeParams(value, prefix, pairs) {
    pairs = pairs || [];
    if (value === undefined || value === null) return pairs;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) { encodeParams(value[key], prefix ? prefix + '[' + key + ']' : key, pairs); });
    } else {
      pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
    return pairs;
  }

  function callApi(publishableKey, method, path, params) {
    var query = encodeParams(params).join('&');
    var url = API_ORIGIN + path + (method === 'GET' && query ? '?' + query : '');
    return fetch(url, {
      method: method,
      headers: { Authorization: 'Bearer ' + publishableKey, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'POST' ? query : undefined,
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok) return { body: body };
        return { error: (body && body.error) || { type: 'api_error', message: 'Unexpected response from the Stripe emulator.' } };
      });
    }, function () {
      return { error: { type: 'api_connection_error', message: 'Could not connect to the Stripe emulator at ' + API_ORIGIN + '.' } };
    });
  }

  function unsupported(name) {
    return Promise.resolve({ error: { type: 'invalid_request_error', code: 'emulator_unsupported', message: name + ' is not supported by the Stripe emulator.' } });
  }

  function intentIdFromSecret(clientSecret) {
    var match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret));
    return match ? match[1] : null;
  }

  function invalidSecret(clientSecret) {
    return {
      type: 'invalid_request_error',
      code: 'invalid_client_secret',
      message: 'Invalid value for clientSecret: it should be a client secret of the form pi_..._secret_..., you specified: ' + clientSecret + '.',
    };
  }

  var FIELDS = [
    { key: 'number', name: 'cardnumber', placeholder: 'Card number', label: 'Credit or debit card number', autocomplete: 'cc-number', inputmode: 'numeric', width: null },
    { key: 'expiry', name: 'exp-date', placeholder: 'MM / YY', label: 'Credit or debit card expiration date', autocomplete: 'cc-exp', inputmode: 'numeric', width: '5.5em' },
    { key: 'cvc', name: 'cvc', placeholder: 'CVC', label: 'Credit or debit card CVC/CVV', autocomplete: 'cc-csc', inputmode: 'numeric', width: '3.5em' },
    { key: 'postal', name: 'postal', placeholder: 'ZIP', label: 'ZIP', autocomplete: 'postal-code', inputmode: 'text', width: '5.5em' },
  ];
  var DEFAULT_CLASSES = {
    base: 'StripeElement',
    complete: 'StripeElement--complete',
    empty: 'StripeElement--empty',
    focus: 'StripeElement--focus',
    invalid: 'StripeElement--invalid',
  };
  var elementCount = 0;

  function fieldOfError(code) {
    if (/number/.test(code)) return 'number';
    if (/expiry/.test(code)) return 'expiry';
    if (/cvc/.test(code)) return 'cvc';
    return 'postal';
  }

  /** A card form rendered as plain inputs (Stripe uses an iframe) with Stripe's field names, classes and events. */
  function createCardElement(type, initialOptions, onDestroy) {
    var options = Object.assign({}, initialOptions);
    var emitter = createEmitter();
    var values = { number: '', expiry: '', cvc: '', postal: (options.value && options.value.postalCode) || '' };
    var blurred = {};
    var inputs = {};
    var uid = 'stripe-emulator-' + (elementCount += 1);
    var host = null;
    var root = null;
    var styleTag = null;
    var ready = false;
    var focused = false;
    var destroyed = false;
    var lastEvent = '';

    var formatters = {
      number: formatCardNumber,
      expiry: formatExpiry,
      cvc: function (value) { return digitsOnly(value).slice(0, cvcLength(cardBrand(values.number))); },
      postal: function (value) { return value.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 10); },
    };

    function validate(final) {
      var all = { number: true, expiry: true, cvc: true, postal: true };
      return validateCardFields(values, { now: currentMonth(), blurred: final ? all : blurred, hidePostalCode: !!options.hidePostalCode });
    }

    function changeEvent(result) {
      var event = { elementType: type, empty: result.empty, complete: result.complete, brand: result.brand, value: options.hidePostalCode ? {} : { postalCode: values.postal } };
      if (result.error) event.error = result.error;
      return event;
    }

    function classNames() {
      return Object.assign({}, DEFAULT_CLASSES, options.classes || {});
    }

    function toggleClass(node, name, on) {
      if (node && name) node.classList.toggle(name, !!on);
    }

    /** Repaints state; input always reports a change (as Stripe does), blur only when the state moved. */
    function refresh(reason) {
      var result = validate(false);
      var classes = classNames();
      toggleClass(host, classes.complete, result.complete);
      toggleClass(host, classes.empty, result.empty);
      toggleClass(host, classes.focus, focused);
      toggleClass(host, classes.invalid, !!result.error);
      var invalidField = result.error ? fieldOfError(result.error.code) : null;
      Object.keys(inputs).forEach(function (key) { inputs[key].classList.toggle('is-invalid', key === invalidField); });
      var event = changeEvent(result);
      var serialised = JSON.stringify(event);
      if (reason === 'input' || (reason === 'blur' && serialised !== lastEvent)) emitter.emit('change', event);
      lastEvent = serialised;
    }

    function applyOptions() {
      if (!root) return;
      var style = options.style || {};
      var base = style.base || {};
      var invalid = style.invalid || {};
      var placeholder = (base['::placeholder'] && base['::placeholder'].color) || '#aab7c4';
      styleTag.textContent =
        '.' + uid + ' input{border:0;outline:0;background:transparent;margin:0;padding:0;min-width:0;font:inherit;color:inherit;line-height:1.5em;box-shadow:none}' +
        '.' + uid + ' input::placeholder{color:' + placeholder + '}' +
        '.' + uid + ' input.is-invalid{color:' + (invalid.color || '#df1b41') + '}';
      root.style.color = base.color || '#30313d';
      root.style.fontSize = base.fontSize || '16px';
      root.style.fontFamily = base.fontFamily || 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
      root.style.fontWeight = base.fontWeight || '';
      inputs.postal.style.display = options.hidePostalCode ? 'none' : '';
      Object.keys(inputs).forEach(function (key) { inputs[key].disabled = !!options.disabled; });
    }

    function build() {
      root = document.createElement('div');
      root.className = uid;
      root.setAttribute('data-stripe-emulator', type);
      root.style.cssText = 'display:flex;align-items:center;gap:0.75em;width:100%';
      styleTag = document.createElement('style');
      root.appendChild(styleTag);
      FIELDS.forEach(function (field) {
        var input = document.createElement('input');
        input.type = 'text';
        input.name = field.name;
        input.placeholder = field.placeholder;
        input.autocomplete = field.autocomplete;
        input.spellcheck = false;
        input.setAttribute('aria-label', field.label);
        input.setAttribute('inputmode', field.inputmode);
        input.style.flex = field.width ? '0 0 ' + field.width : '1 1 auto';
        input.style.width = field.width || '100%';
        input.value = values[field.key];
        input.addEventListener('input', function () {
          var formatted = formatters[field.key](input.value);
          if (formatted !== input.value) input.value = formatted;
          values[field.key] = formatted;
          if (field.key === 'number') values.cvc = inputs.cvc.value = formatters.cvc(values.cvc);
          refresh('input');
        });
        input.addEventListener('blur', function () {
          if (values[field.key] !== '') blurred[field.key] = true;
          refresh('blur');
        });
        input.addEventListener('keydown', function (event) {
          if (event.key === 'Escape') emitter.emit('escape', { elementType: type });
        });
        inputs[field.key] = input;
        root.appendChild(input);
      });
      root.addEventListener('focusin', function () {
        if (focused) return;
        focused = true;
        refresh('focus');
        emitter.emit('focus', { elementType: type });
      });
      root.addEventListener('focusout', function (event) {
        if (event.relatedTarget && root.contains(event.relatedTarget)) return;
        focused = false;
        refresh('focus');
        emitter.emit('blur', { elementType: type });
      });
      applyOptions();
    }

    var element = {
      _emulatorType: type,
      mount: function (target) {
        if (destroyed) throw new Error('IntegrationError: This Element has already been destroyed. Please create a new one.');
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('IntegrationError: The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
        if (host) element.unmount();
        if (!root) build();
        host = node;
        host.appendChild(root);
        toggleClass(host, classNames().base, true);
        refresh('mount');
        setTimeout(function () {
          if (!host || ready) return;
          ready = true;
          emitter.emit('ready', { elementType: type });
        }, 0);
      },
      unmount: function () {
        if (!host) return;
        var classes = classNames();
        Object.keys(classes).forEach(function (key) { toggleClass(host, classes[key], false); });
        if (root && root.parentNode) root.parentNode.removeChild(root);
        host = null;
      },
      destroy: function () {
        element.unmount();
        destroyed = true;
        onDestroy(element);
      },
      update: function (next) {
        options = Object.assign({}, options, next);
        if (next && next.value && next.value.postalCode !== undefined) {
          values.postal = next.value.postalCode;
          if (inputs.postal) inputs.postal.value = values.postal;
        }
        applyOptions();
        refresh('update');
      },
      /** React attaches listeners after mount; a late 'ready' listener still hears about it, once. */
      on: function (event, callback) {
        emitter.on(event, callback);
        if (event === 'ready' && ready) setTimeout(function () { callback({ elementType: type }); }, 0);
        return element;
      },
      once: function (event, callback) {
        var wrapper = function (payload) { emitter.off(event, wrapper); callback(payload); };
        return element.on(event, wrapper);
      },
      off: function (event, callback) {
        emitter.off(event, callback);
        return element;
      },
      focus: function () { if (inputs.number) inputs.number.focus(); },
      blur: function () {
        if (root && document.activeElement && root.contains(document.activeElement)) document.activeElement.blur();
      },
      clear: function () {
        values = { number: '', expiry: '', cvc: '', postal: '' };
        blurred = {};
        Object.keys(inputs).forEach(function (key) { inputs[key].value = ''; });
        refresh('input');
      },
      collapse: function () {},
      /** Card data for a confirm call; like Stripe.js, submitting flags every incomplete field. */
      _emulatorCardData: function () {
        blurred = { number: true, expiry: true, cvc: true, postal: true };
        refresh('blur');
        var result = validate(true);
        if (result.error) return { error: result.error };
        var expiry = parseExpiry(values.expiry);
        return {
          card: { number: digitsOnly(values.number), exp_month: expiry.month, exp_year: expiry.year, cvc: digitsOnly(values.cvc) },
          postalCode: options.hidePostalCode ? '' : values.postal,
        };
      },
    };
    return element;
  }

  function createElements(initialOptions) {
    var groupOptions = Object.assign({}, initialOptions);
    var created = [];
    var group = {
      create: function (type, options) {
        if (type !== 'card' && type !== 'payment') {
          throw new Error('IntegrationError: the Stripe emulator supports only the "card" and "payment" Elements, not "' + type + '".');
        }
        if (group.getElement(type)) throw new Error('IntegrationError: Can only create one Element of type ' + type + '.');
        var element = createCardElement(type, options || {}, function (gone) {
          created = created.filter(function (item) { return item !== gone; });
        });
        created.push(element);
        return element;
      },
      getElement: function (typeOrComponent) {
        var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        for (var i = 0; i < created.length; i += 1) if (created[i]._emulatorType === type) return created[i];
        return null;
      },
      update: function (updates) { groupOptions = Object.assign({}, groupOptions, updates); },
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () {
        var element = group.getElement('payment') || group.getElement('card');
        var data = element ? element._emulatorCardData() : { error: { type: 'validation_error', message: 'No payment Element is mounted.' } };
        return Promise.resolve(data.error ? { error: data.error } : {});
      },
    };
    return group;
  }

  function cardPaymentMethodData(element, billingDetails) {
    if (!element || typeof element._emulatorCardData !== 'function') {
      return { error: { type: 'validation_error', code: 'missing_element', message: 'A mounted card Element is required.' } };
    }
    var card = element._emulatorCardData();
    if (card.error) return { error: card.error };
    var billing = Object.assign({}, billingDetails || {});
    var address = Object.assign({}, billing.address || {});
    if (!address.postal_code && card.postalCode) address.postal_code = card.postalCode;
    billing.address = address;
    return { data: { type: 'card', card: card.card, billing_details: billing } };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_test_') !== 0) {
      throw new Error('IntegrationError: the Stripe emulator only accepts test publishable keys (pk_test_...).');
    }
    var api = function (method, path, params) { return callApi(publishableKey, method, path, params); };
    var confirmIntent = function (id, params) {
      return api('POST', '/v1/payment_intents/' + id + '/confirm', params).then(function (result) {
        return result.error ? { error: result.error } : { paymentIntent: result.body };
      });
    };
    return {
      elements: function (options) { return createElements(options); },
      createToken: function () { return unsupported('createToken'); },
      createPaymentMethod: function (typeOrData, cardElement, extra) {
        var data = typeof typeOrData === 'string' ? Object.assign({ type: typeOrData, card: cardElement }, extra || {}) : typeOrData || {};
        if (data.type !== 'card') return unsupported('createPaymentMethod for type "' + data.type + '"');
        var element = data.card || (data.elements && data.elements.getElement('card'));
        var built = cardPaymentMethodData(element, data.billing_details);
        if (built.error) return Promise.resolve({ error: built.error });
        return api('POST', '/v1/payment_methods', built.data).then(function (result) {
          return result.error ? { error: result.error } : { paymentMethod: result.body };
        });
      },
      confirmCardPayment: function (clientSecret, data) {
        var id = intentIdFromSecret(clientSecret);
        if (!id) return Promise.resolve({ error: invalidSecret(clientSecret) });
        var params = { client_secret: clientSecret };
        var method = data && data.payment_method;
        if (typeof method === 'string') {
          params.payment_method = method;
        } else if (method) {
          var built = cardPaymentMethodData(method.card, method.billing_details);
          if (built.error) return Promise.resolve({ error: built.error });
          params.payment_method_data = built.data;
        }
        if (data && data.receipt_email) params.receipt_email = data.receipt_email;
        return confirmIntent(id, params);
      },
      confirmPayment: function (args) {
        args = args || {};
        var id = intentIdFromSecret(args.clientSecret);
        if (!id) return Promise.resolve({ error: invalidSecret(args.clientSecret) });
        var confirmParams = args.confirmParams || {};
        var params = { client_secret: args.clientSecret };
        if (typeof confirmParams.payment_method === 'string') {
          params.payment_method = confirmParams.payment_method;
        } else {
          var element = args.elements && (args.elements.getElement('payment') || args.elements.getElement('card'));
          var methodData = confirmParams.payment_method_data || {};
          var built = cardPaymentMethodData(element, methodData.billing_details);
          if (built.error) return Promise.resolve({ error: built.error });
          params.payment_method_data = built.data;
        }
        if (confirmParams.receipt_email) params.receipt_email = confirmParams.receipt_email;
        return confirmIntent(id, params).then(function (result) {
          if (result.error || args.redirect === 'if_required' || !confirmParams.return_url) return result;
          var url = new URL(confirmParams.return_url, window.location.href);
          url.searchParams.set('payment_intent', result.paymentIntent.id);
          url.searchParams.set('payment_intent_client_secret', args.clientSecret);
          url.searchParams.set('redirect_status', result.paymentIntent.status);
          window.location.assign(url.toString());
          return new Promise(function () {});
        });
      },
      retrievePaymentIntent: function (clientSecret) {
        var id = intentIdFromSecret(clientSecret);
        if (!id) return Promise.resolve({ error: invalidSecret(clientSecret) });
        return api('GET', '/v1/payment_intents/' + id, { client_secret: clientSecret }).then(function (result) {
          return result.error ? { error: result.error } : { paymentIntent: result.body };
        });
      },
      handleCardAction: function () { return unsupported('handleCardAction'); },
      handleNextAction: function () { return unsupported('handleNextAction'); },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  /** @stripe/stripe-js warns unless the loaded Stripe.js reports the release train it expects. */
  Stripe.version = 'endive';
  Stripe.__emulator = true;
  window.Stripe = Stripe;
})();
`;
}
