# A sum's parts, bad: one escaped line each (tests/cli/one_line_errors.sh).
add_test(NAME "cli: control characters in bad input are escaped, one line (sum)"
         COMMAND bash ${PROJECT_SOURCE_DIR}/tests/cli/one_line_errors.sh $<TARGET_FILE:marienbad-cli>
                 "analyze --game sum --component @" "analyze --game sum --component nim:@"
                 "analyze --game sum --component @:1"
                 "move --game sum --component subtraction:5:@ --level perfect"
                 "table --game sum --component wythoff:1,@")
