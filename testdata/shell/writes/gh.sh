gh pr create --title x --body y

gh pr merge 1

gh pr close 1

gh pr comment 1 --body x

gh pr review 1 --approve

gh pr edit 1 --title x

gh pr checkout 1

gh pr --label view create

gh pr -l view create

gh --label x pr list

gh pr view 1 --web

gh browse CHANGELOG.md

gh issue create --title x

gh issue close 1

gh issue comment 1 -b x

gh release create v1

gh release delete v1

gh repo create x

gh repo delete o/r

gh repo fork

gh repo clone o/r

gh api -X POST repos/o/r/issues

gh api -XDELETE repos/o/r

gh api -iXDELETE repos/o/r

gh api --method=PATCH repos/o/r

gh api --meth=DELETE repos/o/r

gh api repos/o/r/issues -f title=x

gh api repos/o/r/issues -F title=x

gh api repos/o/r --field=a=b

gh api repos/o/r --input body.json

gh api -X GET repos/o/r --input body.json

gh api graphql -f query='mutation { x }'

gh auth login

gh auth logout

gh secret set X

# secret has no get: only list reads.
gh secret get X

gh variable set X

gh workflow run x

gh run rerun 1

gh run cancel 1

gh label create x

gh gist create x

gh config set editor vim

gh extension install x

gh alias set x y

gh $GROUP list

# gh api graphql: a mutation anywhere in the document, a document from a
# file, a block string the model does not read.
gh api graphql -f query='mutation { addStar(input: {starrableId: "R_1"}) { clientMutationId } }'

gh api graphql -f query='query Q { viewer { login } } mutation M { addStar(input: {starrableId: "R_1"}) { clientMutationId } }' -f operationName=M

gh api graphql -F query=@mutation.graphql

gh api graphql -fquery='mutation{deleteIssue(input:{issueId:"I_1"}){clientMutationId}}'

gh api graphql -f query='{ x(s: """) } mutation { deleteIssue(input:{issueId:"I_1"}){clientMutationId} } #""") }'

gh api graphql -f query='{ viewer { login } }' -F query='mutation { deleteIssue(input:{issueId:"I_1"}){clientMutationId} }'

gh api repos/o/r/releases/latest --cache 1h --jq .tag_name
