import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Company } from '@trapline/contracts/companies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { useUploadLogo } from '@/features/companies/api/upload-logo.ts';

const MAX_BYTES = 5 * 1024 * 1024;

/** Logo upload of an existing company: png or jpeg up to 5 MB; the server crops and stores a JPEG. */
export function LogoUpload({ company }: { company: Company }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem(t('companies.logoTooLarge'));
    try {
      await upload.mutateAsync({ companyUuid: company.uuid, file });
      notifications.show({ color: 'green', message: t('companies.logoSaved') });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 415 ? t('companies.logoOnlyImages') : errorMessage(error, t));
    }
  };
  return (
    <Group>
      <Avatar src={company.logoUrl} alt={t('companies.logo')} size={72} radius="md" color="teal" variant="filled" data-testid="company-logo">
        {company.name.slice(0, 2).toUpperCase()}
      </Avatar>
      <div>
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending} data-testid="logo-upload">
              {t('companies.uploadLogo')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" mt={4}>
          {t('companies.logoHint')}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert" data-testid="logo-error">
            {problem}
          </Text>
        )}
      </div>
    </Group>
  );
}
