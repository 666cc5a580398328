import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MaterialType } from '@storyloom/domain';

/** apps/server/assets/materials, from src/ (tests) and from dist/ (the build) alike. */
export const MATERIALS_DIR = fileURLToPath(new URL('../../../assets/materials/', import.meta.url));

/** The lesson clip shipped with the web build (apps/web/public/media). */
export const SAMPLE_VIDEO_URL = '/media/sample-lesson.mp4';

export const MATERIAL_CONTENT_TYPES: Record<MaterialType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** The file of a material; the name comes from our own seed, but is confined to the directory anyway. */
export function materialPath(fileName: string): string {
  const full = path.resolve(MATERIALS_DIR, fileName);
  if (!full.startsWith(MATERIALS_DIR)) throw new Error(`material outside the materials directory: ${fileName}`);
  return full;
}

export function materialSize(fileName: string): number {
  return fs.statSync(materialPath(fileName)).size;
}
