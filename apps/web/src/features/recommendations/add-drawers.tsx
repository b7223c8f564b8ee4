import { Button, Drawer, FileInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_BYTES = 5 * 1024 * 1024;

/** Adds a comment to a recommendation; `onSave` answers whether it was saved, and the drawer then empties and closes. */
export function CommentDrawer({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('recommendations.addComment')}>
      <Stack>
        <Textarea
          label={t('recommendations.fields.comment')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={4}
          data-testid="comment-text"
        />
        <Button
          disabled={!text.trim()}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            if (await onSave(text)) {
              setText('');
              onClose();
            }
            setBusy(false);
          }}
          data-testid="comment-save"
        >
          {t('common.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}

/** Adds a JPEG (up to 5 MB) under a name of the user's choosing; closes once saved. */
export function FileDrawer({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (file: File, name: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const tooBig = file !== null && file.size > MAX_BYTES;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('recommendations.addFile')}>
      <Stack>
        <TextInput label={t('recommendations.fileName')} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="file-name" />
        <FileInput
          label={t('recommendations.file')}
          accept="image/jpeg"
          value={file}
          onChange={setFile}
          error={tooBig ? t('recommendations.fileTooBig') : undefined}
          data-testid="file-input"
        />
        <Button
          disabled={!file || tooBig}
          loading={busy}
          onClick={async () => {
            if (!file) return;
            setBusy(true);
            if (await onSave(file, name.trim())) {
              setFile(null);
              setName('');
              onClose();
            }
            setBusy(false);
          }}
          data-testid="file-save"
        >
          {t('common.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}
