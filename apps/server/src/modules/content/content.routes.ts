import {
  advertisements,
  companyIcons,
  confirmationCardHeaders,
  confirmationCards,
  contract,
  IMAGE_USES,
} from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindCollection, tableRoutes } from '../../resources/bind-collection.ts';
import { inCompany } from '../../resources/company-change.ts';
import { keepFile } from '../files/files.repository.ts';
import { intakeImage } from '../files/image-intake.ts';
import { cardStore, headerStore } from './confirmation-cards.repository.ts';
import { adStore, iconStore } from './content.repository.ts';

const cardRoutes = tableRoutes(confirmationCards, schema.confirmationCards, cardStore);

/**
 * The company's content that shows images: its icons, its advertisements, its confirmation cards and headers, and `Card/FileUpload`, which keeps an
 * image for one of them before the save that points at it (the image is checked and re-encoded outside any
 * transaction, ADR 59; the save's foreign key then refuses a file the company does not have).
 */
export const contentRoutes = (deps: Deps) => [
  ...bindCollection(deps, companyIcons, iconStore),
  ...bindCollection(deps, advertisements, adStore),
  ...bindCollection(deps, confirmationCardHeaders, headerStore),
  ...cardRoutes(deps),
  ...bindArea(contract.card, {
    fileUpload: async ({ body, caller }) => {
      const image = await intakeImage(body.file, IMAGE_USES[body.use], 'body.file');
      return inCompany(deps, caller, (tx) =>
        keepFile(tx, caller.companyId, deps.config.fileQuotaBytes, image, 'body.file'),
      );
    },
  }),
];
