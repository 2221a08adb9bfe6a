import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import { fileHash } from './files.ts';
import { collection } from './resource.ts';

export const companyIcon = z.object({
  id,
  name: z.string(),
  /** The picture in the company's file store (`fileUrl(imageSha256)`), uploaded with `Card/FileUpload`. */
  imageSha256: z.string(),
  active: z.boolean(),
});

/** The company's own icons: place categories, map markers and kiosk buttons show them. */
export const companyIcons = collection({
  noun: 'icon',
  tag: 'icons',
  item: companyIcon,
  input: z.object({
    ...optionalCompany,
    id: id.optional(),
    name: z.string().trim().min(1, 'required').max(60),
    imageSha256: fileHash,
    active: z.boolean().default(true),
  }),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'IconList/GetIconList',
    method: 'POST',
    summary: "The company's icons (a name and a picture of its file store); paged, searchable by name.",
    sort: ['name'],
  },
  save: {
    path: 'IconList/AddorEditIconList',
    summary:
      'Adds an icon, or edits the one with this id. Its picture is a file of the company uploaded first with Card/FileUpload; a picture replaced leaves the store unless something else shows it.',
  },
  remove: {
    path: 'IconList/DeleteIcon',
    summary: 'Deletes an icon and lets its picture go unless something else shows it.',
  },
});

/** The IconList area. */
export const iconList = { ...companyIcons.entries };
