# Death and restart: console_driver is the real console (App::ConsoleProgram, started as
# main.cpp starts it) plus a script of user actions; tst_crashrestore kills it and starts it again.
qt_add_executable(console_driver console_driver.cpp consolescript.h consolescript.cpp consolescript_release.cpp
                  consolescript_disk.cpp)
audience_moc(console_driver)
target_link_libraries(console_driver PRIVATE audience_app audience_resources Qt6::Test audience_compile_options)
# The place plugins are found beside the real console; the sandbox is named by the test.
target_compile_definitions(console_driver PRIVATE AUDIENCE_CONSOLE_DIR="$<TARGET_FILE_DIR:audience-console>")
add_dependencies(console_driver audience-console)
audience_place_host(console_driver)
set_target_properties(console_driver PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 0) # its files as one

audience_add_test(tst_crashrestore SOURCES tst_crashrestore.cpp ../support/consolerun.h ../support/consolerun.cpp
                  LABELS app integration TIMEOUT 300 COST 30 EACH_FUNCTION
                  DEFINES CONSOLE_DRIVER_PATH="$<TARGET_FILE:console_driver>" DEPENDS console_driver)

# Two consoles on one profile: the real console as a child process, the test the second.
audience_add_test(tst_twoconsoles SOURCES tst_twoconsoles.cpp ../support/consolerun.h ../support/consolerun.cpp LIBS audience_models
                  LABELS app integration TIMEOUT 300 COST 40
                  DEFINES CONSOLE_DRIVER_PATH="$<TARGET_FILE:console_driver>" DEPENDS console_driver)

# A real full disk (issue 42): the real console on a small tmpfs of its own, filled with one big file.
audience_add_test(tst_fulldiskconsole SOURCES tst_fulldiskconsole.cpp ../support/consolerun.h ../support/consolerun.cpp
                  LABELS app integration TIMEOUT 300 COST 60 EACH_FUNCTION
                  DEFINES CONSOLE_DRIVER_PATH="$<TARGET_FILE:console_driver>" DEPENDS console_driver)
