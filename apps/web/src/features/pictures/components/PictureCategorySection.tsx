import type { PictureCategory, PictureFile } from "@ebm/shared/schemas/content";
import { Button, Group, Modal, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import classes from "./PicturesPage.module.css";

/** Part 2 §9: 17 pictures per category at first, 16 more per "See More". */
const PICTURES_FIRST = 17;
const PICTURES_MORE = 16;

interface CategoryProps {
  category: PictureCategory;
  /** The edition's name, e.g. "2025 Dublin", used for the names of downloaded files. */
  editionName: string;
}

/** "Meeting floor photo 3", or its caption: the alt text and the name the buttons speak of. */
const pictureLabel = (category: PictureCategory, index: number) =>
  category.files[index]?.caption || `${category.name} photo ${index + 1}`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "ebm-2025-dublin-meeting-floor-3.svg": a file name that still says what it is once saved. */
function downloadName(editionName: string, category: PictureCategory, index: number, file: PictureFile) {
  const extension = /\.[a-z0-9]+$/i.exec(file.file)?.[0] ?? "";
  return `ebm-${slug(editionName)}-${slug(category.name)}-${index + 1}${extension.toLowerCase()}`;
}

function DownloadLink({ href, fileName, label }: { href: string; fileName: string; label: string }) {
  return (
    <Button
      component="a"
      href={href}
      download={fileName}
      variant="light"
      size="compact-sm"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
    >
      Download<VisuallyHidden> {label}</VisuallyHidden>
    </Button>
  );
}

/** One category: a heading, a grid of its pictures with a Download button each, and See More. */
export function PictureCategorySection({ category, editionName }: CategoryProps) {
  const [shown, setShown] = useState(PICTURES_FIRST);
  // The viewer keeps its last picture while it closes, so the closing animation shows no blank.
  const [viewer, setViewer] = useState({ index: 0, opened: false });
  const headingId = `pictures-category-${category.id}`;
  const total = category.files.length;
  const visible = category.files.slice(0, shown);
  const viewed = category.files[viewer.index];
  const showInViewer = (index: number) => {
    setViewer({ index, opened: true });
    // Browsing past the last shown picture reveals it in the grid too.
    if (index >= shown) setShown((count) => count + PICTURES_MORE);
  };

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} id={headingId}>
          {category.name}
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {shown < total
            ? `${shown} of ${total} pictures`
            : `${total} ${total === 1 ? "picture" : "pictures"}`}
        </Text>
      </Group>
      <ul className={classes.grid}>
        {visible.map((file, index) => {
          const label = pictureLabel(category, index);
          return (
            <li key={file.id} className={classes.tile}>
              <button
                type="button"
                className={classes.thumbButton}
                aria-label={`Enlarge ${label}`}
                onClick={() => showInViewer(index)}
              >
                <img
                  src={file.url}
                  alt={label}
                  width={file.width}
                  height={file.height}
                  loading="lazy"
                  decoding="async"
                  className={classes.thumb}
                />
              </button>
              <div className={classes.tileFooter}>
                <Text size="sm" c="dimmed" aria-hidden="true" className={classes.photoNumber}>
                  {file.caption || `Photo ${index + 1}`}
                </Text>
                <DownloadLink
                  href={file.url}
                  fileName={downloadName(editionName, category, index, file)}
                  label={label}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {shown < total && (
        <Group justify="center" mt="lg">
          <Button variant="outline" onClick={() => setShown((count) => count + PICTURES_MORE)}>
            See More<VisuallyHidden> {category.name} pictures</VisuallyHidden>
          </Button>
        </Group>
      )}
      <Modal
        opened={viewer.opened}
        onClose={() => setViewer((current) => ({ ...current, opened: false }))}
        title={pictureLabel(category, viewer.index)}
        size="xl"
        centered
      >
        {viewed && (
          <>
            <img
              src={viewed.url}
              alt={pictureLabel(category, viewer.index)}
              width={viewed.width}
              height={viewed.height}
              className={classes.large}
            />
            <Group justify="space-between" mt="md" gap="xs">
              <Group gap="xs">
                <Button
                  variant="default"
                  size="compact-md"
                  leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
                  disabled={viewer.index === 0}
                  onClick={() => showInViewer(viewer.index - 1)}
                >
                  Previous
                </Button>
                <Button
                  variant="default"
                  size="compact-md"
                  rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                  disabled={viewer.index === total - 1}
                  onClick={() => showInViewer(viewer.index + 1)}
                >
                  Next
                </Button>
              </Group>
              <DownloadLink
                href={viewed.url}
                fileName={downloadName(editionName, category, viewer.index, viewed)}
                label={pictureLabel(category, viewer.index)}
              />
            </Group>
          </>
        )}
      </Modal>
    </section>
  );
}
