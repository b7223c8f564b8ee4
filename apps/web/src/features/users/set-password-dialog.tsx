import { Button, CopyButton, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { passwordPolicyViolations } from '@trapline/contracts/password-policy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useSetUserPassword } from '@/features/users/api/set-user-password.ts';
import { generatePassword } from './generate-password.ts';

/** The super admin's set-password dialog with a generated 12-character password (spec 1, section 2.5). */
export function SetPasswordDialog({ userUuid }: { userUuid: string }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const setUserPassword = useSetUserPassword();
  const broken = password ? passwordPolicyViolations(password) : [];
  const open = () => {
    setPassword(generatePassword());
    dialog.open();
  };
  const save = async () => {
    try {
      await setUserPassword.mutateAsync({ userUuid, password });
      notifications.show({ color: 'green', message: t('users.passwordSet') });
      dialog.close();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  return (
    <>
      <Button variant="light" onClick={open} data-testid="set-password">
        {t('users.setPassword')}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t('users.setPassword')} centered>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('users.setPasswordHint')}
          </Text>
          <PasswordInput
            label={t('users.newPassword')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            visible
            data-testid="generated-password"
            error={broken.length ? t(`validation.password_${broken[0]}`) : undefined}
          />
          <Group>
            <Button variant="subtle" onClick={() => setPassword(generatePassword())}>
              {t('users.generate')}
            </Button>
            <CopyButton value={password}>
              {({ copied, copy }) => (
                <Button variant="subtle" onClick={copy}>
                  {copied ? t('users.copied') : t('users.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Button loading={setUserPassword.isPending} disabled={broken.length > 0 || !password} onClick={() => void save()} data-testid="set-password-save">
            {t('common.save')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
