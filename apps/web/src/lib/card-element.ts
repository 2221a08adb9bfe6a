import { createContext, useContext } from 'react';

/** What the server answered when it made the payment intent: all a browser needs, never a card detail. */
export interface CardIntent {
  publishableKey: string;
  clientSecret: string;
}

/** A card form mounted on the page: the provider's own element, confirmed by the provider's own script. */
export interface MountedCardForm {
  /** Confirms the payment with the provider; `error` is the provider's words for the card's problem. */
  confirm(returnUrl: string): Promise<{ error: string | null }>;
}

/**
 * Where card details are typed (ADR 0084, ADR 0122): behind this seam so the console and the guest page share
 * one way in, and a test gives its own double (one that confirms through the provider fake's HTTP API) instead
 * of the provider's script from the internet.
 */
export interface CardElements {
  mount(target: HTMLElement, intent: CardIntent, language: string): Promise<MountedCardForm>;
}

/** Stripe's Payment Element: Stripe's script is fetched only when a card form opens, never with the page. */
export const stripeCardElements: CardElements = {
  async mount(target, intent, language) {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(intent.publishableKey, { locale: language === 'ar' ? 'ar' : 'en' });
    if (!stripe) throw new Error('The card provider could not be loaded.');
    const elements = stripe.elements({ clientSecret: intent.clientSecret });
    elements.create('payment').mount(target);
    return {
      async confirm(returnUrl) {
        const result = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: returnUrl },
        });
        return { error: result.error ? (result.error.message ?? '') : null };
      },
    };
  },
};

export const CardElementsContext = createContext<CardElements>(stripeCardElements);

export function useCardElements(): CardElements {
  return useContext(CardElementsContext);
}
