/**
 * A stand-in for Stripe.js (js.stripe.com cannot be reached from test machines), served by
 * intercepting its URL. It speaks the part of the API the subscribe page uses: elements with a
 * card element (a plain input), createPaymentMethod, confirmCardPayment and confirmCardSetup.
 * The test decides when the card element is ready (`__stripeFake.ready()`) and when a
 * confirmation finishes (`__stripeFake.release()`), and reads `__stripeFake.confirmations`.
 * The card number 4242424242424242 is valid; anything else is "incomplete".
 */
export const FAKE_STRIPE_JS = `(() => {
  const fake = { confirmations: [], readyHandlers: [], releases: [] };
  fake.ready = () => fake.readyHandlers.splice(0).forEach((h) => h());
  fake.release = () => fake.releases.splice(0).forEach((r) => r());
  window.__stripeFake = fake;
  function Stripe(key) {
    const created = {};
    const confirm = (kind) => (secret, data) => {
      fake.confirmations.push({
        kind,
        secret,
        paymentMethod: data && data.payment_method,
        returnUrl: data && data.return_url,
      });
      return new Promise((resolve) =>
        fake.releases.push(() => resolve(kind === 'setup' ? { setupIntent: { status: 'succeeded' } } : { paymentIntent: { status: 'succeeded' } })),
      );
    };
    return {
      key,
      _registerWrapper() {},
      registerAppInfo() {},
      elements() {
        return {
          update() {},
          getElement(t) { return created[typeof t === 'string' ? t : t && t.__elementType] || null; },
          create(type) {
            const handlers = {};
            let input = null;
            const el = {
              mount(node) {
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Card number');
                input.className = 'w-full outline-none';
                node.appendChild(input);
                fake.readyHandlers.push(() => (handlers.ready || []).forEach((h) => h(el)));
              },
              on(ev, h) { (handlers[ev] = handlers[ev] || []).push(h); },
              off(ev, h) { handlers[ev] = (handlers[ev] || []).filter((x) => x !== h); },
              update() {}, unmount() {}, destroy() {},
              number() { return input ? input.value : ''; },
            };
            created[type] = el;
            return el;
          },
        };
      },
      async createPaymentMethod({ card }) {
        if (card.number() !== '4242424242424242')
          return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        return { paymentMethod: { id: 'pm_fake_visa' } };
      },
      async createToken() {
        return { error: { message: 'Tokens are not used here.' } };
      },
      confirmCardPayment: confirm('payment'),
      confirmCardSetup: confirm('setup'),
    };
  }
  Stripe.version = 'endive'; // the release train @stripe/stripe-js 10 expects
  window.Stripe = Stripe;
})();`;
