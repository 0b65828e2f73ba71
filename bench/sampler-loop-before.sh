# The Pi sampler loop as it was before bench/sampler-cpu measured it (remote/jobs/samplerjob.cpp at
# 232a8be, with the default process names), kept for before/after runs:
#   bench/sampler-cpu --loop-file bench/sampler-loop-before.sh
LC_ALL=C; export LC_ALL
echo "@@hz $(getconf CLK_TCK 2>/dev/null || echo 100)"
while :; do
  read u _ </proc/uptime; echo "@@s $u"
  while read -r l; do case $l in cpu*) echo "$l";; esac; done </proc/stat
  while read -r l; do echo "N $l"; done </proc/net/dev
  while read -r l; do echo "D $l"; done </proc/diskstats
  for p in /proc/[0-9]*; do
    read -r c 2>/dev/null <"$p/comm" || continue
    case $c in 'smbd'|'nfsd'|'ntfs-3g'|'mount.exfat-fus') read -r l 2>/dev/null <"$p/stat" && echo "P $l";; esac
  done
  echo @@e
  sleep 1
done
