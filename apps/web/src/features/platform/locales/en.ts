/** English strings of the "platform" namespace, loaded with its screens. */
export const en = {
  platform: {
    encrypt: {
      title: 'Encrypt / decrypt',
      encryptTitle: 'Encrypt',
      body: 'Encrypts a value with the platform key, and decrypts only values encrypted here. Companies’ stored passwords and tokens cannot be decrypted here.',
      value: 'Value',
      encrypt: 'Encrypt',
      decrypt: 'Decrypt',
      result: 'Result',
      backToAdmin: 'Back to platform administration',
    },
  },
} as const;
