# A thin layer over CMake: every target first makes sure the machine has
# what Gavel needs (scripts/setup.sh).
.PHONY: setup build web run cluster matrix test format

setup:
	@bash scripts/setup.sh

build: setup
	@cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	@ninja -C build

web: setup
	@bash scripts/build-web.sh

run: build web
	./build/gavel serve

# PostgreSQL, three servers and nginx on this machine (docs/deploy.md).
cluster: build web
	bash scripts/cluster.sh

matrix: build
	./build/gavel matrix

test: setup
	@bash scripts/test.sh

format:
	@git ls-files -co --exclude-standard -- '*.h' '*.cpp' | xargs clang-format -i
