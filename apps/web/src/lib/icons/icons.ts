/**
 * The Tabler icons the pages use, imported one module each. The package's barrel loads all ~6,300
 * icons (1.3 s on a busy CI machine) wherever it is not tree-shaken, i.e. in every unit test that
 * renders a page: that pushed the shell's first lazy route past Testing Library's 1 s wait. The
 * production build is the same either way. Add an icon here when a page needs one.
 */
export type { TablerIcon } from '@tabler/icons-react';
export { default as IconActivity } from '@tabler/icons-react/dist/esm/icons/IconActivity.mjs';
export { default as IconApi } from '@tabler/icons-react/dist/esm/icons/IconApi.mjs';
export { default as IconApps } from '@tabler/icons-react/dist/esm/icons/IconApps.mjs';
export { default as IconArchive } from '@tabler/icons-react/dist/esm/icons/IconArchive.mjs';
export { default as IconArrowRight } from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
export { default as IconBell } from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
export { default as IconBook } from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
export { default as IconBriefcase } from '@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs';
export { default as IconBuilding } from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
export { default as IconBuildingCommunity } from '@tabler/icons-react/dist/esm/icons/IconBuildingCommunity.mjs';
export { default as IconBuildingStore } from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
export { default as IconCertificate } from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
export { default as IconChartBar } from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconCircleCheck } from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
export { default as IconCode } from '@tabler/icons-react/dist/esm/icons/IconCode.mjs';
export { default as IconCopy } from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
export { default as IconDownload } from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
export { default as IconFileCertificate } from '@tabler/icons-react/dist/esm/icons/IconFileCertificate.mjs';
export { default as IconGauge } from '@tabler/icons-react/dist/esm/icons/IconGauge.mjs';
export { default as IconHammer } from '@tabler/icons-react/dist/esm/icons/IconHammer.mjs';
export { default as IconHeadset } from '@tabler/icons-react/dist/esm/icons/IconHeadset.mjs';
export { default as IconHistory } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
export { default as IconInbox } from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
export { default as IconKey } from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
export { default as IconLifebuoy } from '@tabler/icons-react/dist/esm/icons/IconLifebuoy.mjs';
export { default as IconLogin } from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
export { default as IconMessageCircle } from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
export { default as IconPaperclip } from '@tabler/icons-react/dist/esm/icons/IconPaperclip.mjs';
export { default as IconPlug } from '@tabler/icons-react/dist/esm/icons/IconPlug.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconSchool } from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconSend } from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
export { default as IconServer } from '@tabler/icons-react/dist/esm/icons/IconServer.mjs';
export { default as IconShieldCheck } from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
export { default as IconSparkles } from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
export { default as IconSpeakerphone } from '@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs';
export { default as IconThumbDown } from '@tabler/icons-react/dist/esm/icons/IconThumbDown.mjs';
export { default as IconThumbUp } from '@tabler/icons-react/dist/esm/icons/IconThumbUp.mjs';
export { default as IconTopologyStar3 } from '@tabler/icons-react/dist/esm/icons/IconTopologyStar3.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconTrophy } from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
export { default as IconUserCog } from '@tabler/icons-react/dist/esm/icons/IconUserCog.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
