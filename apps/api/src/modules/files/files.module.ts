import { fileSizeLimits, filesPath } from '@beacon/contract/files-values';
import type { ApiModule } from '../../lib/module';
import { filesJobs } from './files.jobs';
import { filesRoutes } from './files.routes';
import { filesSearch } from './files.search';
import { type FilesService, filesService } from './files.service';
import * as tables from './files.table';

declare module '../../lib/module' {
  interface Services {
    files: FilesService;
  }
}

/**
 * The file store: uploads checked and sniffed, kept in the database or S3, served only to those
 * who may see what they are attached to (mail, chat, avatars, blog and product pictures). It has
 * no access subject of its own: a file's links say who may read it, and each module that attaches
 * files guards its own writes.
 */
export const filesModule: ApiModule = {
  id: 'files',
  routes: () => filesRoutes(),
  tables,
  provides: () => ({ files: filesService }),
  jobs: filesJobs,
  contributes: { search: filesSearch },
  // An upload is the file's bytes, larger than any JSON body; its kind's limit is checked again.
  bodyLimits: { [filesPath]: Math.max(...Object.values(fileSizeLimits)) },
};
