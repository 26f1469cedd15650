# The subtraction game's own options, bad: one escaped line each (tests/cli/one_line_errors.sh).
add_test(NAME "cli: control characters in bad input are escaped, one line (subtraction)"
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/cli/one_line_errors.sh $<TARGET_FILE:marienbad-cli>
                 "analyze --game subtraction --set @")
