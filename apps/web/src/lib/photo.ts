/** The photo types the server accepts; it checks the bytes too, this only spares a useless upload. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** A chosen file as the base64 text the photo entries take (without the `data:` prefix). */
export function readPhotoBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An image source for a stored photo, or null when there is none. */
export function photoSrc(photo: { mimeType: string; base64: string } | null | undefined): string | null {
  return photo ? `data:${photo.mimeType};base64,${photo.base64}` : null;
}
