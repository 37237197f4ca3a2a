import { useTranslation } from 'react-i18next';
import { InstallSketch, type SketchStep } from './install-sketch';

const STEPS: Record<'android' | 'ios', SketchStep[]> = {
  android: ['android-open', 'android-menu', 'android-add', 'android-confirm'],
  ios: ['ios-open', 'ios-share', 'ios-add', 'ios-confirm'],
};

/** One platform's step-by-step Add to Home Screen tutorial, a picture per step (decision 063). */
export function InstallTutorial({ platform }: { platform: 'android' | 'ios' }) {
  const { t } = useTranslation();
  return (
    <section className="install-tutorial" aria-labelledby={`install-${platform}`} data-platform={platform}>
      <h2 id={`install-${platform}`}>{t(`pages.app.tutorial.${platform}.title`)}</h2>
      <ol className="install-steps">
        {STEPS[platform].map((step, index) => (
          <li key={step} className="install-step">
            <InstallSketch step={step} />
            <p>
              <span className="install-step__number" aria-hidden="true">
                {index + 1}
              </span>
              {t(`pages.app.tutorial.${platform}.step${index + 1}`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
