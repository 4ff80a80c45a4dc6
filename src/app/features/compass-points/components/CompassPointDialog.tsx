import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CompassPoint } from '../../../../api/compass-points';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { formatShortDate } from '../../../lib/display-text';
import { notify } from '../../../lib/notifications';
import { useQueuedChanges } from '../../../lib/offline-queue/use-pending';
import { usePoint } from '../api/get-point';
import { useSettings } from '../api/settings';
import { useWritePoint, type PointWriteResult } from '../api/write-point';
import { canSave, enterSubmits, formFields, payloadValues, type FormValues } from '../form-rules';
import { applyToPoint, pendingPointChanges, pointTarget, type ShownPoint } from '../queued-points';
import { selectionPayload } from '../selection-geometry';
import { closeDialog, compassPointUi, openPointDialog, type DialogTarget } from '../state';
import { creatorLine, isActive } from '../visibility-rules';
import { CompassPointFields } from './CompassPointFields';
import { PendingBadge } from './PendingBadge';
import { PointDialogActions, type Viewer } from './PointDialogActions';
import { SelectedText } from './SelectedText';

const EMPTY: FormValues = { name: '', description: '', overlayDetails: '' };

/** The one compass-point dialog (create, view, edit; 001 §2, §4, §5), opened through state.ts. Render it once per screen. */
export function CompassPointDialogHost({ viewer }: { viewer: Viewer }) {
  const { dialog } = useSnapshot(compassPointUi);
  const target = dialog as DialogTarget | null;
  const pointId = target && target.mode !== 'create' ? target.pointId : 0;
  const point = usePoint(pointId);
  const { t } = useTranslation();
  // Edits and status changes still waiting in the offline queue show as made, marked pending.
  const queued = pendingPointChanges(useQueuedChanges(pointTarget(pointId)));
  const shown = useMemo<ShownPoint | null>(
    () => (point.data ? queued.reduce<ShownPoint>((p, c) => applyToPoint(p, c), point.data) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [point.data, queued.map((c) => c.id).join(',')],
  );
  const open = target !== null;
  if (target && target.mode !== 'create' && !point.data) {
    return (
      <Sheet open={open} onClose={closeDialog} title={t('compassPoints.dialog.viewTitle')}>
        {point.isError ? (
          <p className="text-ink-800">{t('compassPoints.dialog.loadFailed')}</p>
        ) : (
          <Spinner label={t('compassPoints.loading')} />
        )}
      </Sheet>
    );
  }
  return <DialogBody key={target ? `${target.mode}-${pointId}` : 'closed'} target={target} point={shown} viewer={viewer} />;
}

function DialogBody({ target, point, viewer }: { target: DialogTarget | null; point: ShownPoint | null; viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const mode = target?.mode ?? 'view';
  const contentID = target?.mode === 'create' ? target.doc.contentID : (point?.contentID ?? 0);
  const settings = useSettings(contentID);
  const fields = useMemo(
    () => formFields(settings.data?.compassPointV2 ?? false, settings.data?.settings?.attributes),
    [settings.data],
  );
  const stored: FormValues = point
    ? { name: point.name, description: point.description, overlayDetails: point.overlayDetails }
    : EMPTY;
  const [values, setValues] = useState<FormValues>(stored);
  useEffect(() => {
    if (point) setValues({ name: point.name, description: point.description, overlayDetails: point.overlayDetails });
  }, [point]);
  const write = useWritePoint();
  const editing = mode === 'create' || mode === 'edit';
  // Offline without the tenant's settings on this device, the form uses the default fields; the server checks them when the point is sent.
  const settingsLoading = settings.isPending && settings.fetchStatus !== 'paused';
  const saveAllowed = canSave(fields, values) && !write.isPending && !settingsLoading;

  function save() {
    if (!target || !saveAllowed) return;
    const v = payloadValues(fields, values, stored);
    const onSuccess = (r: PointWriteResult<CompassPoint>) => {
      if (target.mode === 'create') window.getSelection()?.removeAllRanges();
      if (r.queued) {
        // Kept on the device and sent when the network returns; the point shows as pending meanwhile.
        notify({ type: 'INFO', message: t('offline.queue.queuedToast') });
        closeDialog();
        return;
      }
      notify({ type: 'SUCCESS', message: t('compassPoints.saved') });
      openPointDialog(r.data.compassPointID, 'view');
    };
    if (target.mode === 'create') {
      const sel = selectionPayload(target.selection, target.annotationID);
      if (!sel) return;
      write.mutate(
        {
          kind: 'create',
          body: { ...v, contentID: target.doc.contentID, ...sel },
          contentCode: target.doc.contentCode,
          designation: target.doc.designation,
          publisherCode: target.doc.publisherCode,
        },
        { onSuccess },
      );
    } else if (point) {
      write.mutate(
        { kind: 'edit', id: point.compassPointID, body: v, selectionText: point.selectionMetadata.selectionText },
        { onSuccess },
      );
    }
  }

  const title =
    mode === 'create'
      ? t('compassPoints.dialog.createTitle')
      : mode === 'edit'
        ? t('compassPoints.dialog.editTitle')
        : point?.name || t('compassPoints.dialog.viewTitle');
  const publisher = target?.mode === 'create' ? target.doc.publisherCode : point?.publisherCode;
  const designation = target?.mode === 'create' ? target.doc.designation : point?.designation;
  const selected = target?.mode === 'create' ? target.selection.text : (point?.selectionMetadata.selectionText ?? '');

  return (
    <Sheet
      open={target !== null}
      onClose={closeDialog}
      title={title}
      size="lg"
      footer={
        editing ? (
          <>
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={() => (mode === 'edit' && point ? openPointDialog(point.compassPointID, 'view') : closeDialog())}
            >
              {t('compassPoints.dialog.cancel')}
            </Button>
            <Button className="w-full sm:w-auto" disabled={!saveAllowed} onClick={save}>
              {t('compassPoints.dialog.save')}
            </Button>
          </>
        ) : point ? (
          <PointDialogActions point={point} viewer={viewer} settings={settings.data ?? null} />
        ) : undefined
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900">{publisher}</span> <span>{designation}</span>
          {point && point.status !== 'Active' && (
            <span className="ms-2 rounded bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
              {t(`compassPoints.status.${point.status}`)}
            </span>
          )}
        </p>
        {point?.pending && <PendingBadge />}
        <SelectedText text={selected} />
        {point && (
          <p className="text-sm text-ink-700">
            {t('compassPoints.dialog.createdBy', {
              who: creatorLine(point),
              date: formatShortDate(point.createdDate, i18n.language) ?? '',
            })}
          </p>
        )}
        {point?.deactivatedDate && (
          <p className="text-sm text-ink-700">
            {t('compassPoints.dialog.deactivatedBy', {
              who: point.deactivatedBy ?? point.deletedByEmail ?? '',
              date: formatShortDate(point.deactivatedDate, i18n.language) ?? '',
            })}
          </p>
        )}
        {editing ? (
          settingsLoading ? (
            <Spinner label={t('compassPoints.loading')} />
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                save();
              }}
            >
              <CompassPointFields
                fields={fields}
                values={values}
                onChange={(id, v) => setValues((s) => ({ ...s, [id]: v }))}
                onEnterInName={() => {
                  if (enterSubmits(values.name, saveAllowed)) save();
                }}
              />
            </form>
          )
        ) : (
          point && (
            <dl className="space-y-3">
              {fields
                .filter((f) => f.show)
                .map((f) => (
                  <div key={f.id}>
                    <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
                      {t(f.labelKey, { defaultValue: t(`compassPoints.form.${f.id}`) })}
                    </dt>
                    <dd className="break-words whitespace-pre-wrap text-base text-ink-900">
                      {point[f.id] || <span className="text-ink-600">{t('compassPoints.dialog.none')}</span>}
                    </dd>
                  </div>
                ))}
            </dl>
          )
        )}
        {point && mode === 'edit' && !isActive(point) && (
          <p role="alert" className="text-signal-700">
            {t('compassPoints.dialog.notActive')}
          </p>
        )}
      </div>
    </Sheet>
  );
}
