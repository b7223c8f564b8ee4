import { ActionIcon, Badge, Button, FileButton, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FILE_LIMITS, type FileCategory } from '@trapline/contracts/files';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  useFieldArray,
  useForm,
  type ArrayPath,
  type DefaultValues,
  type FieldArray,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatSize, validationText } from './format.ts';

/** The states of one file of an upload (spec 2, section 4). */
export type UploadStatus = 'WAITING' | 'UPLOADING' | 'UPLOADED' | 'ERROR';

export interface QueuedFile {
  key: number;
  file: File;
  status: UploadStatus;
  error: string | null;
  /** Over 5 MB: refused before sending, never uploaded. */
  tooLarge: boolean;
}

const STATUS_COLOR: Record<UploadStatus, string> = { WAITING: 'gray', UPLOADING: 'blue', UPLOADED: 'green', ERROR: 'red' };

/**
 * Files chosen for one upload dialog, sent one after another, each with its own state. Each time
 * the dialog opens the queue empties and `onOpen` resets the dialog's form.
 */
export function useUploadQueue(opened: boolean, onOpen: () => void) {
  const { t } = useTranslation();
  const [items, setItems] = useState<QueuedFile[]>([]);
  const reset = useRef(onOpen);
  reset.current = onOpen;
  useEffect(() => {
    if (!opened) return;
    setItems([]);
    reset.current();
  }, [opened]);
  const nextKey = useRef(1);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = (key: number, change: Partial<QueuedFile>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): QueuedFile => {
        const tooLarge = file.size > FILE_LIMITS.maxBytes;
        return { key: nextKey.current++, file, status: tooLarge ? 'ERROR' : 'WAITING', error: tooLarge ? t('files.errors.tooLarge') : null, tooLarge };
      });
      setItems((current) => [...current, ...added]);
      return added;
    },
    [t],
  );
  const remove = useCallback((index: number) => setItems((current) => current.filter((_, i) => i !== index)), []);
  const clear = useCallback(() => setItems([]), []);

  /** Sends every file not yet uploaded; answers whether all of them are uploaded now. */
  const run = async (send: (item: QueuedFile, index: number) => Promise<void>, describe: (error: unknown) => string): Promise<boolean> => {
    const snapshot = itemsRef.current;
    let allUploaded = true;
    for (const [index, item] of snapshot.entries()) {
      if (item.status === 'UPLOADED') continue;
      if (item.tooLarge) {
        allUploaded = false;
        continue;
      }
      update(item.key, { status: 'UPLOADING', error: null });
      try {
        await send(item, index);
        update(item.key, { status: 'UPLOADED' });
      } catch (error) {
        allUploaded = false;
        update(item.key, { status: 'ERROR', error: describe(error) });
      }
    }
    return allUploaded;
  };

  /** Sends the files, refreshes the list, and closes the dialog with a toast when every file went. */
  const send = async (
    sendOne: (item: QueuedFile, index: number) => Promise<unknown>,
    describe: (error: unknown) => string,
    after: { onUploaded: () => Promise<unknown>; onClose: () => void },
  ) => {
    const done = await run((item, index) => sendOne(item, index).then(() => undefined), describe);
    await after.onUploaded();
    if (done) {
      notifications.show({ color: 'green', message: t('files.upload.done') });
      after.onClose();
    }
  };

  /** The picker's add and remove, keeping the form's entry per file in step with the queue. */
  const linked = <E,>(entries: { append: (added: E[]) => void; remove: (index: number) => void }, entry: (file: File) => E) => ({
    onAdd: (chosen: File[]) => {
      add(chosen);
      entries.append(chosen.map(entry));
    },
    onRemove: (index: number) => {
      remove(index);
      entries.remove(index);
    },
  });

  return { items, add, remove, clear, run, send, linked };
}

/**
 * The form of an owner's upload dialog and its queue: one form entry per chosen file (`entry`
 * names it after the file), the form back to `empty` at each opening, and on submit every file
 * sent with its entry. Gives the props of UploadDialog and of its queue but the owner's own.
 */
export function useUploadForm<In extends FieldValues & { files: unknown[] }, Out>({
  opened,
  onClose,
  resolver,
  empty,
  entry,
  upload,
  refresh,
  describe,
}: {
  opened: boolean;
  onClose: () => void;
  resolver: Resolver<In, unknown, Out>;
  empty: DefaultValues<In>;
  entry: (file: File) => FieldArray<In, ArrayPath<In>>;
  /** Sends one file with the form's values; `index` is its entry in `values.files`. */
  upload: (file: File, values: Out, index: number) => Promise<unknown>;
  /** Reads the owner's files again after the queue went through. */
  refresh: () => Promise<unknown>;
  describe: (error: unknown) => string;
}) {
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: empty });
  const files = useFieldArray({ control: form.control, name: 'files' as ArrayPath<In> });
  const queue = useUploadQueue(opened, () => form.reset(empty));
  const onSubmit = form.handleSubmit((values) => queue.send((item, index) => upload(item.file, values, index), describe, { onUploaded: refresh, onClose }));
  return {
    form,
    dialog: { opened, onClose, formState: form.formState, onSubmit },
    queue: { items: queue.items, ...queue.linked(files, entry) },
  };
}

/** The file picker and one row per chosen file; `fields` renders the inputs of a row. */
export function UploadQueueList({
  items,
  accept,
  onAdd,
  onRemove,
  fields,
  error,
  disabled,
}: {
  items: QueuedFile[];
  accept: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  fields: (item: QueuedFile, index: number) => ReactNode;
  error?: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group>
        <FileButton multiple accept={accept} onChange={(files) => onAdd(files)} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="light" data-testid="upload-choose">
              {t('files.upload.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('files.upload.maxSize')}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {items.map((item, index) => (
        <Paper key={item.key} withBorder p="xs" radius="md" data-testid="upload-item" data-status={item.status}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {item.file.name}{' '}
                <Text span c="dimmed" size="xs">
                  ({formatSize(item.file.size)})
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap">
                <Badge color={STATUS_COLOR[item.status]} variant="light" data-testid="upload-status">
                  {t(`files.upload.status.${item.status}`)}
                </Badge>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${t('files.upload.remove')}: ${item.file.name}`}
                  disabled={disabled || item.status === 'UPLOADING'}
                  onClick={() => onRemove(index)}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
            {item.status !== 'UPLOADED' && fields(item, index)}
            {item.error && (
              <Text size="sm" c="red" role="alert" data-testid="upload-error">
                {item.error}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** What an owner's upload dialog is given besides its owner. */
export interface OwnerUploadProps {
  opened: boolean;
  categories: FileCategory[];
  /** The category picked in the list, preselected. */
  categoryId: number | null;
  onClose: () => void;
}

/**
 * The modal of both upload dialogs (company and place): the shared fields above, the queue of
 * chosen files, and the submit; what differs (fields, accepted types, a row's inputs) comes in.
 */
export function UploadDialog({
  opened,
  onClose,
  formState,
  onSubmit,
  queue,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** The upload form's state: submitting, and the error of its whole file list (none chosen, too many). */
  formState: { isSubmitting: boolean; errors: { files?: { message?: string | undefined; root?: { message?: string | undefined } | undefined } | undefined } };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  queue: Omit<ComponentProps<typeof UploadQueueList>, 'disabled' | 'error'>;
  /** The fields above the queue. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const busy = formState.isSubmitting;
  const filesError = formState.errors.files;
  return (
    <Modal opened={opened} onClose={onClose} title={t('files.upload.title')} size="lg" centered closeOnClickOutside={!busy}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          {children}
          <UploadQueueList {...queue} disabled={busy} error={validationText(filesError?.message ?? filesError?.root?.message, t)} />
          <Button type="submit" loading={busy} data-testid="upload-submit">
            {t('files.upload.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The required name of one chosen file. */
export function UploadNameInput({ registration, error }: { registration: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return <TextInput label={t('files.name')} required size="xs" {...registration} error={validationText(error, t)} data-testid="upload-name" />;
}
