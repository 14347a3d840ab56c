/**
 * The portal's motion (src/views/motion/): framer-motion's animation features load on demand; a
 * SlideIn starts from the side the person moved to; and under reduced motion a new sign-up step is
 * there at once, still, with the focus on its title as before.
 *
 * jsdom has no matchMedia: here it answers the reduced-motion query from `reduceMotion`, and tells
 * framer-motion (which listens to it) when that changes. Every other query matches nothing, as the
 * phone layout the views fall back to without matchMedia.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domAnimation } from 'framer-motion';
import { animationFeaturesLoaded, loadDomAnimation } from '../../src/views/motion/loadDomAnimation.ts';
import { MotionProvider } from '../../src/views/motion/MotionProvider.tsx';
import { SLIDE_PX, SlideIn } from '../../src/views/motion/SlideIn.tsx';
import { renderApp } from '../support/renderApp.tsx';
import { fakeSignupServices, findProbeField, seedDraft, SIGNUP_PATH, touchStep, validDraft } from './signupWizard.support.tsx';

let reduceMotion = false;
const reducedMotionQuery = new EventTarget();

function setReducedMotion(reduce: boolean) {
  reduceMotion = reduce;
  reducedMotionQuery.dispatchEvent(new Event('change'));
}

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const asksReducedMotion = /prefers-reduced-motion/.test(query);
      return {
        media: query,
        get matches() {
          return asksReducedMotion && reduceMotion !== /no-preference/.test(query);
        },
        onchange: null,
        addEventListener: (type: string, listener: EventListener) => asksReducedMotion && reducedMotionQuery.addEventListener(type, listener),
        removeEventListener: (type: string, listener: EventListener) => reducedMotionQuery.removeEventListener(type, listener),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
afterEach(() => setReducedMotion(false));

/** The element SlideIn renders around `text`. */
const slideOf = (text: string) => screen.getByText(text).parentElement!;

describe('motion', () => {
  it('loads framer-motion’s DOM animation features, and says when they have arrived', async () => {
    expect(await loadDomAnimation()).toBe(domAnimation);
    expect(animationFeaturesLoaded()).toBe(true);
  });

  it('slides new content in from the side the person moved to, and shows the first content still', async () => {
    const slide = (key: string, from: -1 | 0 | 1) => (
      <MotionProvider>
        <SlideIn key={key} from={from}>
          <p>{key}</p>
        </SlideIn>
      </MotionProvider>
    );
    const { rerender } = render(slide('first', 0));
    // LazyMotion takes the features it asked for as it mounted.
    await act(() => loadDomAnimation());
    expect(slideOf('first')).toHaveStyle({ opacity: '1', transform: 'none' });
    // Each next one is read right after the render that mounts it: its starting pose.
    rerender(slide('forward', 1));
    expect(slideOf('forward')).toHaveStyle({ opacity: '0', transform: `translateX(${SLIDE_PX}px)` });
    rerender(slide('back', -1));
    expect(slideOf('back')).toHaveStyle({ opacity: '0', transform: `translateX(-${SLIDE_PX}px)` });
  });

  it('under reduced motion shows the next sign-up step at once, still, with the focus on its title', async () => {
    setReducedMotion(true);
    fakeSignupServices();
    seedDraft(validDraft());
    renderApp(SIGNUP_PATH);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    // The features are there, so only the preference can keep the step still.
    await waitFor(() => expect(animationFeaturesLoaded()).toBe(true));
    await touchStep(user, 'company');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Contacto' });
    const body = title.nextElementSibling;
    expect(body).toHaveStyle({ opacity: '1', transform: 'none' });
    expect(await findProbeField('contact')).toBeVisible();
    expect(title).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    const back = await screen.findByRole('heading', { level: 2, name: 'Empresa' });
    expect(back.nextElementSibling).toHaveStyle({ opacity: '1', transform: 'none' });
    expect(back).toHaveFocus();
  }, 60_000);
});
