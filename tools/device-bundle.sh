#!/usr/bin/env bash
# Builds the bench bundle a lent many-core machine runs from (it has no Java and no network): .dev/bench.jar,
# the desktop jar without the natives and libraries the bench does not load on Linux x64, and .dev/jre, a jlinked
# runtime. Together with the tracked tree it stays under the 64 MiB the device tool carries. Run it in the
# project root; then carry .dev and run .dev/jre/bin/java -jar .dev/bench.jar bench ... there, or a bench probe:
# .dev/jre/bin/java -cp .dev/bench.jar:.dev/probes io.github.gdxnsc.desktop.bench.StageTimesProbe pile 2 300 150.
set -euo pipefail
cd "$(dirname "$0")/.."
exclude=$(git rev-parse --git-path info/exclude)   # a linked worktree's .git is a file
mkdir -p "$(dirname "$exclude")"
grep -qxF '/.dev/' "$exclude" 2>/dev/null || echo '/.dev/' >> "$exclude"
mvn -B -q -o package -pl desktop -am -DskipTests || mvn -B -q package -pl desktop -am -DskipTests
mvn -B -q -o test-compile -pl desktop || mvn -B -q test-compile -pl desktop
rm -rf .dev && mkdir -p .dev/probes/io/github/gdxnsc/desktop
cp desktop/target/gdx-nsc-desktop.jar .dev/bench.jar
# the bench probes (StageTimesProbe and the like), for -cp .dev/bench.jar:.dev/probes
cp -r desktop/target/test-classes/io/github/gdxnsc/desktop/bench .dev/probes/io/github/gdxnsc/desktop/
# Other platforms' natives, and the demo's UI, audio and plotting libraries the headless bench never loads. Not
# '*arm*': that pattern also matches gdx-bullet's linearmath package, which the bench needs.
zip -q -d .dev/bench.jar '*.dylib' '*.dll' 'macos/*' 'windows/*' 'linux/arm64/*' 'linux/arm32/*' '*arm64*' '*arm32*' \
    '*armeabi*' 'libgdx-bulletarm.so' 'linux/x64/org/lwjgl/*' 'org/lwjgl/*' 'org/apache/*' 'net/jpountz/*' \
    'com/kotcrab/*' 'org/knowm/*' >/dev/null || true
jlink --add-modules java.base,java.management,jdk.management,jdk.unsupported,java.logging,jdk.zipfs \
    --compress=2 --strip-debug --no-header-files --no-man-pages --output .dev/jre
strip --strip-unneeded .dev/jre/lib/server/libjvm.so 2>/dev/null || true
.dev/jre/bin/java -jar .dev/bench.jar bench --scene pyramid --engine nsc,bullet-si --threads 2 --warmup 5 --frames 5 >/dev/null
.dev/jre/bin/java -cp .dev/bench.jar:.dev/probes io.github.gdxnsc.desktop.bench.StageTimesProbe pyramid 2 5 5 >/dev/null
du -sh .dev/bench.jar .dev/probes .dev/jre
