import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '../../../components/ui/icons';
import type { TenantConfig } from '../../../../api/tenant';
import { NoPdfDialog } from '../../../components/notices/NoPdfDialog';
import { useDownloadResource, type ResourceDownload } from '../api/download-resource';
import {
  AUTHOR_TOOLS,
  RESEARCHER_LINKS,
  TIP_ARTICLES,
  mailLink,
  visibleSubsections,
  type ResourceSection,
} from '../resources-model';
import { LibrarySection } from './LibrarySection';
import { ResourceIndex } from './ResourceIndex';

const A = 'inline-flex min-h-11 items-center gap-1 text-brand-800 underline underline-offset-2 hover:text-brand-900';

function Section({ id, children }: { id: ResourceSection; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      id={`resources-${id}`}
      tabIndex={-1}
      aria-labelledby={`resources-${id}-title`}
      className="scroll-mt-40 rounded-lg bg-white p-4 ring-1 ring-ink-100 focus:outline-none sm:p-6"
    >
      <h2 id={`resources-${id}-title`} className="mb-3 text-xl font-bold text-brand-900">
        {t(`resources.sections.${id}.title`)}
      </h2>
      {children}
    </section>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className={A} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon className="size-4 shrink-0" />
      <span className="sr-only">{t('resources.newTab')}</span>
    </a>
  );
}

/** /user-resources (002 §2): the side index with downloads, and the five sections. */
export function UserResourcesPage({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const { isMainTenant, supportEmail } = tenant;
  const download = useDownloadResource();
  // 002 §8: an empty file is not saved; the tenant's no-PDF message says whom to ask.
  const [noPdf, setNoPdf] = useState(false);
  const start = (d: ResourceDownload) =>
    download.mutate(d, {
      onSuccess: ({ size }) => {
        if (size === 0) setNoPdf(true);
      },
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
      <h1 className="mb-2 text-2xl font-bold text-brand-900">{t('resources.title')}</h1>
      <p className="mb-4 text-ink-700">{t('resources.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-[17rem_1fr]">
        <aside className="lg:sticky lg:top-36 lg:self-start">
          <ResourceIndex busy={download.isPending} onHelpDownload={(title) => start({ kind: 'help', title })} />
        </aside>
        <div className="min-w-0 space-y-4">
          <Section id="library">
            <LibrarySection
              subsections={visibleSubsections(isMainTenant)}
              busy={download.isPending}
              onMarcDownload={(title, format) => start({ kind: 'marc', title, format })}
            />
          </Section>
          <Section id="admins">
            <p className="mb-2">{t('resources.sections.admins.text')}</p>
            <ul className="space-y-1">
              <li>
                <a className={A} href={mailLink(supportEmail, t('resources.sections.admins.suppliesSubject'))}>
                  {t('resources.sections.admins.supplies')}
                </a>
              </li>
              <li>
                <a className={A} href={mailLink(supportEmail, t('resources.sections.admins.visitSubject'))}>
                  {t('resources.sections.admins.visit')}
                </a>
              </li>
            </ul>
          </Section>
          <Section id="authors">
            <p className="mb-2">{t('resources.sections.authors.text')}</p>
            <ul className="space-y-1">
              {AUTHOR_TOOLS.map(([k, url]) => (
                <li key={k}>
                  <External href={url}>{t(`resources.sections.authors.${k}`)}</External>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="researchers">
            <p className="mb-2">{t('resources.sections.researchers.text')}</p>
            <ul className="space-y-1">
              {RESEARCHER_LINKS.map(([k, url]) => (
                <li key={k}>
                  <External href={url}>{t(`resources.sections.researchers.${k}`)}</External>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="tips">
            <ul className="space-y-1">
              {TIP_ARTICLES.map(([k, url]) => (
                <li key={k}>
                  <External href={url}>{t(`resources.sections.tips.${k}`)}</External>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
      <NoPdfDialog open={noPdf} onClose={() => setNoPdf(false)} tenant={tenant} />
    </div>
  );
}
