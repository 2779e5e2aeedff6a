# npm-ci.cmake — the CTest fixture e2e_npm_ci (FIXTURES_SETUP e2e_node_modules):
# installs tests/e2e/node_modules from the committed package-lock.json with
# `npm ci` when node_modules is missing or older than package.json or
# package-lock.json. Usage:
#   cmake -DNPM=/usr/bin/npm -DDIR=tests/e2e [-DLOCK=/tmp/x.lock] -P npm-ci.cmake
# A file lock keeps two CTest runs (build/ and build-asan/) from installing
# into the same directory at once.
if(NOT NPM OR NOT DIR)
  message(FATAL_ERROR "usage: cmake -DNPM=PATH -DDIR=tests/e2e -P npm-ci.cmake")
endif()
if(NOT LOCK)
  string(MD5 _h "${DIR}")
  set(LOCK "/tmp/guildhall-e2e-npm-${_h}.lock")
endif()
file(LOCK "${LOCK}" GUARD PROCESS TIMEOUT 900 RESULT_VARIABLE _lock)
if(NOT _lock EQUAL 0)
  message(FATAL_ERROR "npm-ci.cmake: could not lock ${LOCK}: ${_lock}")
endif()

set(_stamp "${DIR}/node_modules/.guildhall-npm-ci.stamp")
set(_stale FALSE)
foreach(_f package.json package-lock.json)
  if(NOT EXISTS "${_stamp}" OR "${DIR}/${_f}" IS_NEWER_THAN "${_stamp}")
    set(_stale TRUE)
  endif()
endforeach()
if(NOT _stale)
  message(STATUS "tests/e2e/node_modules is up to date")
  return()
endif()

message(STATUS "npm ci in ${DIR}")
set(ENV{PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD} 1)  # Debian's chromium is used
execute_process(COMMAND "${NPM}" ci --no-audit --no-fund
                WORKING_DIRECTORY "${DIR}"
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "npm ci failed (${_rc}) in ${DIR}")
endif()
file(TOUCH "${_stamp}")
