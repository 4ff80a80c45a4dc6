import { useTranslation } from 'react-i18next';
import type { ElearningItem } from '../../../../api/documents';
import { Button } from '../../../components/ui/Button';
import { useOpenELearning } from '../use-open-elearning';

/** E-learning items with the entitlement check before opening (001 §4). */
export function ELearningPanel({ items }: { items: ElearningItem[] }) {
  const { t } = useTranslation();
  const eLearning = useOpenELearning();
  return (
    <section aria-labelledby="elearning-heading">
      <h3 id="elearning-heading" className="mb-2 text-base font-bold text-ink-900">
        {t('document.elearning.title')}
      </h3>
      <ul className="space-y-2">
        {items.map((i) => (
          <li
            key={i.productCode}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 ring-1 ring-ink-100"
          >
            <span className="min-w-0 flex-1 font-semibold text-ink-900">{i.title}</span>
            <Button variant="secondary" onClick={() => void eLearning.open()}>
              {t('document.elearning.open')}
            </Button>
          </li>
        ))}
      </ul>
      {eLearning.dialog}
    </section>
  );
}
