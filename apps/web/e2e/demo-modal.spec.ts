import bgDemo from '@app/locales/bg/demo.json' with { type: 'json' };
import bgHome from '@app/locales/bg/home.json' with { type: 'json' };
import enDemo from '@app/locales/en/demo.json' with { type: 'json' };
import enHome from '@app/locales/en/home.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { expect, saveConsentBeforeLoad, test } from './fixtures';

/*
 * The home page's Watch Demo modal (issue 7): its timing under Playwright's clock, its controls and
 * narration, the focus trap, the four ways to close it, accessibility and a phone's screen.
 */

const texts = { bg: { demo: bgDemo, home: bgHome }, en: { demo: enDemo, home: enHome } } as const;
type Language = keyof typeof texts;
const languages = ['bg', 'en'] as const;
const expectLoaded = expect.configure({ timeout: 15_000 });

/** How long each step stays on screen (docs/product-decisions.md, the Watch Demo modal). */
const stepDurationsMs = [3000, 4000, 3500, 4000, 3500, 3000, 2500] as const;

const stepText = (language: Language, step: number) =>
  texts[language].demo.progress.replace('{{current}}', String(step)).replace('{{total}}', '7');

test.beforeEach(async ({ page }) => {
  await saveConsentBeforeLoad(page);
  // Narration is recorded, not spoken: what matters is that the app asked for it in the right language.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { spokenUtterances: spoken });
    const synthesis = window.speechSynthesis;
    synthesis.speak = (utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
    synthesis.cancel = () => {};
  });
});

async function openDemo(page: Page, language: Language) {
  const watchDemo = page.getByRole('button', { name: texts[language].home.hero.watchDemo });
  // The home page arrives pre-rendered; its button works once React has hydrated it.
  await expectLoaded
    .poll(() =>
      watchDemo.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  await watchDemo.click();
  const dialog = page.getByRole('dialog', { name: texts[language].demo.title });
  await expectLoaded(dialog).toBeVisible();
  return { watchDemo, dialog };
}

function controls(page: Page, language: Language) {
  const names = texts[language].demo.controls;
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  return {
    previous: button(names.previous),
    next: button(names.next),
    play: button(names.play),
    pause: button(names.pause),
    replay: button(names.replay),
    narration: button(names.narration),
    tryItNow: page.getByRole('link', { name: names.tryItNow }),
    close: button(texts[language].demo.close),
  };
}

/**
 * Opens the demo with Playwright's clock (installed before the first navigation) stopped, so the demo's
 * timers fire only when the test runs the clock, however slow the machine. The first opening loads the
 * demo's code, which React shows through Suspense on a timer, so it happens with time running; the
 * demo is then closed and opened again, at a fresh first step, with time stopped.
 */
async function openDemoWithClockStopped(page: Page, language: Language) {
  await page.clock.resume();
  await page.goto(`/?lang=${language}`);
  const { dialog } = await openDemo(page, language);
  await controls(page, language).close.click();
  await expect(dialog).toBeHidden();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  return openDemo(page, language);
}

async function spokenUtterances(page: Page) {
  return page.evaluate(() => (window as unknown as { spokenUtterances: unknown[] }).spokenUtterances);
}

async function expectFocusStaysInside(page: Page, key: 'Tab' | 'Shift+Tab') {
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press(key);
    expect(
      await page.evaluate(() => document.querySelector('dialog')?.contains(document.activeElement)),
    ).toBe(true);
  }
}

for (const language of languages) {
  test(`in ${language}: plays on the timer, pauses, steps, narrates, keeps focus and passes axe`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    const { dialog } = await openDemoWithClockStopped(page, language);
    const control = controls(page, language);
    const progress = dialog.getByText(/^(Стъпка \d от 7|Step \d of 7)$/);
    const announcement = dialog.locator('[aria-live="polite"]');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(control.pause).toBeFocused();
    await expect(progress).toHaveText(stepText(language, 1));

    // Silent until asked; then the step is spoken in the page's language.
    await expect(control.narration).toHaveAttribute('aria-pressed', 'false');
    expect(await spokenUtterances(page)).toEqual([]);
    await control.narration.click();
    await expect(control.narration).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => spokenUtterances(page))
      .toContainEqual({
        text: expect.any(String),
        lang: expect.stringMatching(language === 'bg' ? /^bg/ : /^en/),
      });

    // It plays on its own, each step for its time, to the end; pausing on the third step holds it there,
    // and play resumes what was left of it (3500 - 1000 ms).
    for (const [index, durationMs] of stepDurationsMs.entries()) {
      const step = index + 1;
      await expect(progress).toHaveText(stepText(language, step));
      if (step === 3) {
        await page.clock.runFor(1000);
        await control.pause.click();
        await expect(control.play).toBeVisible();
        await page.clock.runFor(20_000);
        await expect(progress).toHaveText(stepText(language, 3));
        await control.play.click();
        await page.clock.runFor(durationMs - 1000 - 1);
      } else {
        await page.clock.runFor(durationMs - 1);
      }
      await expect(progress).toHaveText(stepText(language, step));
      await page.clock.runFor(1);
      if (step === 2) {
        await expect(announcement).toHaveText(
          `${stepText(language, 3)}: ${texts[language].demo.steps.score.title}`,
        );
      }
    }
    // After the last step it stops, rather than looping, and offers to watch again.
    await expect(announcement).toHaveText(texts[language].demo.finished);
    await expect(control.replay).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(progress).toHaveText(stepText(language, 7));

    // Replay starts over; paused, next and previous start their step afresh and keep it paused.
    await control.replay.click();
    await expect(progress).toHaveText(stepText(language, 1));
    await control.pause.click();
    await control.next.click();
    await expect(progress).toHaveText(stepText(language, 2));
    await page.clock.runFor(20_000);
    await expect(progress).toHaveText(stepText(language, 2));
    await control.previous.click();
    await expect(progress).toHaveText(stepText(language, 1));
    await expect(control.previous).toHaveAttribute('aria-disabled', 'true');
    await control.next.click();
    await control.play.click();
    await page.clock.runFor(3999);
    await expect(progress).toHaveText(stepText(language, 2));
    await page.clock.runFor(1);
    await expect(progress).toHaveText(stepText(language, 3));
    await control.pause.click();
    expect((await spokenUtterances(page)).length).toBeGreaterThan(1);

    await expectFocusStaysInside(page, 'Tab');
    await expectFocusStaysInside(page, 'Shift+Tab');

    await page.clock.resume();
    await expectNoSeriousViolations(page);
  });

  test(`in ${language}: closes with the button, the backdrop, Escape and Try It Now`, async ({ page }) => {
    await page.goto(`/?lang=${language}`);
    const control = controls(page, language);

    let { watchDemo, dialog } = await openDemo(page, language);
    await control.close.click();
    await expect(dialog).toBeHidden();
    await expect(watchDemo).toBeFocused();

    ({ dialog } = await openDemo(page, language));
    const box = await dialog.boundingBox();
    expect(box && box.x > 10 && box.y > 10).toBe(true);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(watchDemo).toBeFocused();

    ({ dialog } = await openDemo(page, language));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watchDemo).toBeFocused();

    ({ watchDemo, dialog } = await openDemo(page, language));
    await control.tryItNow.click();
    await expect(page).toHaveURL(/\/compliance-form$/);
    await expect(dialog).toBeHidden();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dialog fits the screen without sideways scrolling and every control is within reach', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    for (const language of languages) {
      const { dialog } = await openDemoWithClockStopped(page, language);
      const control = controls(page, language);
      // Paused, the first step stays however long the clock runs; next then moves on by one.
      await control.pause.click();
      await page.clock.runFor(10_000);
      await expect(dialog.getByText(stepText(language, 1), { exact: true })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      for (const target of [control.close, control.previous, control.play, control.next, control.narration]) {
        await expect(target).toBeInViewport({ ratio: 1 });
      }
      await expect(control.tryItNow).toBeInViewport({ ratio: 1 });
      await control.next.click();
      await expect(dialog.getByText(stepText(language, 2), { exact: true })).toBeVisible();
    }
  });
});
