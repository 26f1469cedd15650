# Kayles against an independent oracle (oracle/kayles_oracle.py: its own mex table to 1200 pins,
# misere by brute force, sums with nim and subtraction parts), through analyze --json.
add_test(NAME "oracle: kayles agrees with an independent mex and brute force"
         COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/oracle/kayles_oracle.py
                 $<TARGET_FILE:marienbad-cli>)
